/** How long each credential lives; one place, so docs/SECURITY.md can quote it. */
export const CREDENTIAL_TTL = {
  verificationCodeMs: 15 * 60_000,
  resetTokenMs: 60 * 60_000,
  reauthMs: 5 * 60_000,
  handoffMs: 2 * 60_000,
} as const;
export const VERIFICATION_ATTEMPTS = 5;

export type CredentialTtl = { -readonly [K in keyof typeof CREDENTIAL_TTL]: number };
