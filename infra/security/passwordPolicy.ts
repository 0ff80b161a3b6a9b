import type { dictionary } from '@zxcvbn-ts/language-common';
import { atFirstUse } from '../firstUse.ts';

// The list (and the package's other dictionaries, decompressed as it loads) is read at the first password checked.
const common$ = atFirstUse<{ dictionary: typeof dictionary }>('@zxcvbn-ts/language-common');

/**
 * Known common passwords: zxcvbn-ts's whole frequency-ranked list (about 49,000, compiled from public
 * breach corpora and shipped in the npm package, so nothing is fetched at run time). The whole list,
 * not its head: few of the 10,000 most common are long enough for the 12-character rule, and ASVS
 * V2.1.7 asks for the common passwords that match the policy.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(common$().dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
