import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 10,000 most common passwords: the head of zxcvbn-ts's frequency-ranked list (compiled from
 * public breach corpora and shipped in the npm package, so nothing is fetched at run time).
 */
export const COMMON_PASSWORD_COUNT = 10_000;
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return common.has(password.toLowerCase());
}
