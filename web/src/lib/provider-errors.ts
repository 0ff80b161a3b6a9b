import type { TFunction } from 'i18next';

/** Codes the provider return (`?error=`) can carry, each with a text of our own catalogue. */
const KEYS: Readonly<Record<string, string>> = {
  ACCOUNT_EXISTS: 'auth.accountExists',
  OIDC_FLOW_EXPIRED: 'providerErrors.flowExpired',
  OIDC_DENIED: 'providerErrors.denied',
  OIDC_FAILED: 'providerErrors.failed',
  EMAIL_NOT_VERIFIED: 'providerErrors.emailNotVerified',
  PROVIDER_IN_USE: 'providerErrors.providerInUse',
  PROVIDER_ALREADY_LINKED: 'providerErrors.providerAlreadyLinked',
};

const PROVIDER_NAMES: Readonly<Record<string, string>> = { google: 'Google', linkedin: 'LinkedIn' };

/**
 * The text for a provider sign-in or link that failed. Only the code is read from the URL: a text
 * taken from `?message=` would let any link put words of its choosing on our page.
 */
export function providerErrorText(t: TFunction, code: string | null, provider: string | null, fallbackKey: string): string {
  const key = code ? KEYS[code] : undefined;
  return t(key ?? fallbackKey, { provider: PROVIDER_NAMES[provider ?? ''] ?? 'Google' });
}
