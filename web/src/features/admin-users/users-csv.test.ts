import { describe, expect, it } from 'vitest';
import type { AdminUser } from './api/admin-user-schema.ts';
import { usersCsv, usersJson } from './users-csv.ts';

const user: AdminUser = {
  id: 'u1', email: 'sara@example.com', firstName: 'Sara', lastName: 'Al-Harbi', displayName: '=cmd', role: 'user', subscriptionTier: 'starter',
  emailVerified: true, businessInfoCompleted: false, disabled: false, erased: false, signInMethods: ['password', 'google'], googleId: 'g-1',
  createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z',
};

describe('the users export', () => {
  it('with personal data: every column, formulas defused, methods joined', () => {
    const lines = usersCsv([user], true).split('\r\n');
    expect(lines[0]).toBe('id,email,firstName,lastName,displayName,role,subscriptionTier,emailVerified,businessInfoCompleted,disabled,erased,signInMethods,createdAt,updatedAt');
    expect(lines[1]).toBe("u1,sara@example.com,Sara,Al-Harbi,'=cmd,user,starter,true,false,false,false,password google,2026-11-01T00:00:00.000Z,2026-11-02T00:00:00.000Z");
  });

  it('without it: the personal columns and fields are left out, not blanked', () => {
    const csv = usersCsv([user], false);
    expect(csv.split('\r\n')[0]).toBe('id,role,subscriptionTier,emailVerified,businessInfoCompleted,disabled,erased,signInMethods,createdAt,updatedAt');
    expect(csv).not.toMatch(/sara|Al-Harbi|cmd/i);
    const json = JSON.parse(usersJson([user], false, '2026-11-23T00:00:00.000Z'));
    expect(json).toMatchObject({ personalData: false, count: 1 });
    expect(Object.keys(json.users[0])).not.toEqual(expect.arrayContaining(['email']));
    expect(JSON.stringify(json)).not.toMatch(/sara|g-1|Sara/);
    expect(JSON.parse(usersJson([user], true, 'x')).users[0].email).toBe('sara@example.com');
  });
});
