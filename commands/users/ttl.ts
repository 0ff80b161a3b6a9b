/** How long each credential lives; one place, so docs/SECURITY.md can quote it. */
export const CREDENTIAL_TTL = {
  verificationCodeMs: 15 * 60_000,
  resetTokenMs: 60 * 60_000,
  reauthMs: 5 * 60_000,
  handoffMs: 2 * 60_000,
} as const;
export const VERIFICATION_ATTEMPTS = 5;

export type CredentialTtl = { -readonly [K in keyof typeof CREDENTIAL_TTL]: number };

/**
 * Expiry can only be tested against a real server if it comes sooner; TEST_SHORT_TTL_MS does
 * that and is honoured only when NODE_ENV=test, so it can never weaken production.
 */
export function credentialTtl(config: { NODE_ENV: string; TEST_SHORT_TTL_MS?: number }): CredentialTtl {
  const short = config.NODE_ENV === 'test' ? config.TEST_SHORT_TTL_MS : undefined;
  if (!short) return { ...CREDENTIAL_TTL };
  return { verificationCodeMs: short, resetTokenMs: short, reauthMs: short, handoffMs: CREDENTIAL_TTL.handoffMs };
}
