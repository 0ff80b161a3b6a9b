import { describe, it, expect } from 'vitest';
import { emailReservationDecider, normalizeEmail, type EmailReserved } from '../../../domain/users/emailReservation.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const given = deciderSpec(emailReservationDecider);
const t0 = '2026-11-22T10:00:00.000Z';
const reserved: EmailReserved = {
  type: 'EmailReserved',
  data: { userId: 'u1', method: 'password', reservedAt: t0 },
};
const reserve = (userId: string, now: string, holderRegistered: boolean) => ({
  type: 'ReserveEmail' as const,
  data: { userId, method: 'password' as const, now, holderRegistered, holderMethods: holderRegistered ? (['password'] as const).slice() : [] },
});

describe('email reservation decider', () => {
  it('normalizes by trimming and case-folding', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });

  it('reserves a free email', () => {
    given([]).when(reserve('u1', t0, false)).then([reserved]);
  });

  it('refuses an email whose holder is registered, naming their sign-in methods', () => {
    given([reserved]).when(reserve('u2', t0, true)).thenThrows('ACCOUNT_EXISTS', { existingMethods: ['password'] });
  });

  it('refuses a fresh reservation whose signup is still in flight', () => {
    given([reserved]).when(reserve('u2', '2026-11-22T10:00:30.000Z', false)).thenThrows('ACCOUNT_EXISTS');
  });

  it('takes over a stale reservation whose user never appeared', () => {
    const later = '2026-11-22T10:05:00.000Z';
    given([reserved])
      .when(reserve('u2', later, false))
      .then([{ type: 'EmailReserved', data: { userId: 'u2', method: 'password', reservedAt: later } }]);
  });

  it('frees the email of an erased holder at once, so it can sign up again as a new account', () => {
    const soon = '2026-11-22T10:00:01.000Z';
    given([reserved])
      .when({ ...reserve('u2', soon, false), data: { ...reserve('u2', soon, false).data, holderErased: true } })
      .then([{ type: 'EmailReserved', data: { userId: 'u2', method: 'password', reservedAt: soon } }]);
  });

  it('treats the same holder reserving again as a repeat that changes nothing', () => {
    given([reserved]).when(reserve('u1', t0, false)).thenNothingHappens();
  });
});
