import { describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import { USERS, type UserDoc } from '../../../projections/users.ts';
import { users, type UserSort } from '../../../projections/queries/users.ts';

const ROLES = ['user', 'expert', 'admin'] as const;
/** Ten users whose roles and sign-up times repeat, so paging has to break ties on the id. */
function doc(i: number): UserDoc {
  return {
    _id: `u${String(i).padStart(2, '0')}`,
    _rev: 0,
    email: `person${(i * 7) % 10}@example.com`,
    firstName: 'Test',
    lastName: `Number ${i}`,
    displayName: `Person ${i}`,
    role: ROLES[i % 3]!,
    emailVerified: i % 2 === 0,
    businessInfoCompleted: false,
    subscriptionTier: 'free',
    createdAt: `2026-11-0${1 + (i % 4)}T00:00:00.000Z`,
  } as UserDoc;
}

async function store() {
  const s = new EmbeddedReadStore();
  for (let i = 0; i < 10; i++) await s.collection<UserDoc>(USERS).insertOne(doc(i));
  return s;
}

async function scanned(s: EmbeddedReadStore, sort: UserSort, extra = {}, pageSize = 3) {
  const pages: string[][] = [];
  for await (const page of users(s).scan({ sort, ...extra }, pageSize)) pages.push(page.map((r) => r.id));
  return pages;
}

describe('users(store).scan: every match, a page at a time', () => {
  it('gives the list its pages in the same order as GET /admin/users, ties broken by id', async () => {
    const s = await store();
    for (const sort of ['createdAt', '-createdAt', 'role', '-role', 'email', '-email', 'displayName'] as const) {
      const listed = (await users(s).list({ sort, page: 1, limit: 100 })).items.map((r) => r.id);
      const pages = await scanned(s, sort);
      expect([sort, pages.flat()]).toEqual([sort, listed]);
      expect(pages.map((p) => p.length)).toEqual([3, 3, 3, 1]);
    }
  });

  it('keeps the filters on every page and stops after an exactly full last page', async () => {
    const s = await store();
    const pages = await scanned(s, '-createdAt', { verified: true, q: 'example' }, 5);
    expect(pages.flat().sort()).toEqual(['u00', 'u02', 'u04', 'u06', 'u08']);
    expect(pages).toHaveLength(1);
    expect(await scanned(s, 'createdAt', { role: 'editor' })).toEqual([]);
  });
});
