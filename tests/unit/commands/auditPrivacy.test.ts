import { describe, it, expect } from 'vitest';
import { diff, publicView } from '../../../commands/audit/subjects.ts';
import { present, withoutPersonal, MASKED } from '../../../commands/audit/privacy.ts';
import { Opener } from '../../../commands/audit/history.ts';
import type { ReadStore } from '../../../infra/readstore/port.ts';

const event = {
  position: '7:7',
  stream: 'booking-b1',
  revision: 0,
  id: 'e1',
  type: 'BookingConfirmed',
  createdAt: '2026-11-23T10:00:00.000Z',
  data: { bookingId: 'b1', userId: 'u1', expertName: 'Dr Day', notes: 'call me on +966 5', answers: { q1: 'mail x@y.sa' }, duration: 15, contact: 'someone@example.com', sealed: 'pii1.u1.AAAA' },
  metadata: { actor: { id: 'u1', role: 'user' }, ip: 'pii1.u1.BBBB', userAgent: 'Firefox', correlationId: 'r1', causationId: 'r1', v: 1 },
};

/** A key store that holds no key: sealed values read as unreadable. */
const noKeys = { collection: () => ({ findOne: async () => null }) } as unknown as ReadStore;

describe('personal data in the raw log', () => {
  it('masks sealed values, identity fields and email addresses for admins who have not re-authenticated', () => {
    const masked = withoutPersonal(event.data, 'masked') as Record<string, unknown>;
    expect(masked).toMatchObject({ bookingId: 'b1', contact: MASKED, sealed: MASKED, duration: 15, answers: { q1: MASKED } });
    expect(withoutPersonal({ email: 'plain@example.com', displayName: 'Legacy Name' }, 'masked')).toEqual({ email: MASKED, displayName: MASKED });
  });

  it('removes personal fields and free text for analysts, keeping who acted and why', async () => {
    const out = await present(event, 'removed');
    expect(out.data).toEqual({ bookingId: 'b1', userId: 'u1', duration: 15 });
    expect(out.metadata).toEqual({ actor: { id: 'u1', role: 'user' }, correlationId: 'r1', causationId: 'r1', v: 1 });
    expect((await present({ ...event, stream: 'emailReservation-abc123' }, 'removed')).stream).toBe('emailReservation-[removed]');
  });

  it('never shows hashes or secrets, in any mode', async () => {
    const secrets = { ...event, data: { passwordHash: '$argon2id$x', secret: 'pii1.u1.CCCC', recoveryCodeHashes: ['h'], userId: 'u1' } };
    expect((await present(secrets, 'shown', new Opener(noKeys))).data).toEqual({ passwordHash: '[hidden]', secret: '[hidden]', recoveryCodeHashes: '[hidden]', userId: 'u1' });
    expect((await present(secrets, 'masked')).data).toEqual({ passwordHash: '[hidden]', secret: '[hidden]', recoveryCodeHashes: '[hidden]', userId: 'u1' });
    expect((await present(secrets, 'removed')).data).toEqual({ userId: 'u1' });
  });

  it('refuses to open personal fields without the keys', async () => {
    await expect(present(event, 'shown')).rejects.toThrow(/person keys/);
  });
});

describe('audit changes', () => {
  it('lists each changed field with before and after, and secrets only as changed', () => {
    expect(diff(null, { email: 'a@b.c', password: 'h1' })).toEqual([
      { field: 'email', before: null, after: 'a@b.c' },
      { field: 'password', before: null, after: '[hidden]' },
    ]);
    expect(diff({ role: 'user', methods: ['password'], password: 'h1' }, { role: 'admin', methods: ['password'], password: 'h2' })).toEqual([
      { field: 'role', before: 'user', after: 'admin' },
      { field: 'password', before: '[hidden]', after: '[hidden]' },
    ]);
    expect(diff({ a: 1 }, { a: 1 })).toEqual([]);
    expect(publicView({ password: 'h1', mfaSecret: null, role: 'user' })).toEqual({ password: '[hidden]', mfaSecret: null, role: 'user' });
  });
});
