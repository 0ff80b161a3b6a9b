import { describe, it } from 'vitest';
import { userDecider } from '../../../domain/users/decider.ts';
import type { UserEvent, UserRegistered } from '../../../domain/users/user.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const given = deciderSpec(userDecider);
const t0 = '2026-01-01T00:00:00.000Z';
const t1 = '2026-01-01T00:01:00.000Z';
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'a@example.com', firstName: 'A', lastName: 'B', displayName: 'A B', passwordHash: 'h', role: 'admin', registeredAt: t0 },
};
const enrolled: UserEvent = { type: 'MfaEnrolled', data: { userId: 'u1', secret: 'SECRET', recoveryCodeHashes: ['r1', 'r2'], step: 100, enrolledAt: t0 } };
const notice = { mailId: 'n1', to: 'a@example.com', template: 'credentials-changed' as const, language: 'en', sealed: 'sealed-change' };
const enrol = (step: number | null) => ({ type: 'EnrolMfa' as const, data: { secret: 'SECRET', step, recoveryCodeHashes: ['r1', 'r2'], notice, now: t0 } });
const code = (step: number | null) => ({ type: 'VerifyMfa' as const, data: { step, now: t1 } });
const recovery = (recoveryCodeHash: string) => ({ type: 'VerifyMfa' as const, data: { recoveryCodeHash, now: t1 } });

describe('TOTP enrolment', () => {
  it('records the secret, the hashed recovery codes and the step of the proving code, and tells the holder (ASVS 2.5.5)', () => {
    given([registered]).when(enrol(100)).then([enrolled, { type: 'MailRequested', data: { ...notice, userId: 'u1', requestedAt: t0 } }]);
  });
  it('refuses a code that matched no step, and a second enrolment', () => {
    given([registered]).when(enrol(null)).thenThrows('MFA_CODE_INVALID');
    given([registered, enrolled]).when(enrol(101)).thenThrows('MFA_ALREADY_ENROLLED');
  });
});

describe('TOTP verification', () => {
  it('accepts a code of a later step and remembers the step', () => {
    given([registered, enrolled]).when(code(101)).then([{ type: 'MfaCodeAccepted', data: { userId: 'u1', step: 101, acceptedAt: t1 } }]);
  });
  it('refuses a replay: the enrolment step, the last accepted step, or an earlier one', () => {
    given([registered, enrolled]).when(code(100)).thenThrows('MFA_CODE_REUSED');
    const accepted: UserEvent = { type: 'MfaCodeAccepted', data: { userId: 'u1', step: 102, acceptedAt: t1 } };
    given([registered, enrolled, accepted]).when(code(102)).thenThrows('MFA_CODE_REUSED');
    given([registered, enrolled, accepted]).when(code(101)).thenThrows('MFA_CODE_REUSED');
  });
  it('refuses a wrong code, and any code before enrolment', () => {
    given([registered, enrolled]).when(code(null)).thenThrows('MFA_CODE_INVALID');
    given([registered]).when(code(101)).thenThrows('MFA_NOT_ENROLLED');
  });
});

describe('recovery codes', () => {
  it('work once each, in place of a code', () => {
    const used: UserEvent = { type: 'MfaRecoveryCodeUsed', data: { userId: 'u1', codeHash: 'r1', usedAt: t1 } };
    given([registered, enrolled]).when(recovery('r1')).then([used]);
    given([registered, enrolled, used]).when(recovery('r1')).thenThrows('MFA_CODE_INVALID');
    given([registered, enrolled, used]).when(recovery('r2')).then([{ type: 'MfaRecoveryCodeUsed', data: { userId: 'u1', codeHash: 'r2', usedAt: t1 } }]);
    given([registered, enrolled]).when(recovery('nope')).thenThrows('MFA_CODE_INVALID');
  });
});
