import { dictionary } from '@zxcvbn-ts/language-common';
import type { MessageKey } from '../i18n/messages.js';

// The common-password list of zxcvbn-ts (about 30,000 entries), shipped with the package.
let common: Set<string> | undefined;

/**
 * Why a new password is refused, or undefined when it is acceptable (ASVS 2.1.7: checked against
 * common passwords; length is checked by the schema).
 */
export function passwordProblem(password: string, personal: string[] = []): MessageKey | undefined {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  const lower = password.toLowerCase();
  if (common.has(lower)) return 'passwordCommon';
  if (personal.some((value) => value && value.toLowerCase() === lower)) return 'passwordCommon';
  return undefined;
}
