import type { MessageKey } from '../i18n/messages.js';

/**
 * The common-password list of zxcvbn-ts (about 30,000 entries), shipped with the package. Its
 * module (with the package's other lists, about 3 MiB resident) is loaded at the first password
 * checked, not when the server starts (docs/benchmarks.md, the idle shop's memory).
 */
let common: Promise<Set<string>> | undefined;

function commonPasswords() {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

/**
 * Why a new password is refused, or undefined when it is acceptable (ASVS 2.1.7: checked against
 * common passwords; length is checked by the schema).
 */
export async function passwordProblem(
  password: string,
  personal: string[] = [],
): Promise<MessageKey | undefined> {
  const lower = password.toLowerCase();
  if ((await commonPasswords()).has(lower)) return 'passwordCommon';
  if (personal.some((value) => value && value.toLowerCase() === lower)) return 'passwordCommon';
  return undefined;
}
