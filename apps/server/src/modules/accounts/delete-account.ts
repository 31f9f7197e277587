import { randomInt } from 'node:crypto';
import type { DeleteAccountInput } from '@kramik/contract';
import { BadRequestError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { createToken } from '../../lib/tokens.js';
import { enqueueMail } from '../mail/mail.service.js';
import type { AccountsCaller, CodeErrorKey } from './accounts-common.js';
import {
  codeError,
  codeHash,
  localeOf,
  MAX_CODE_ATTEMPTS,
  requireCurrentPassword,
  requireOwnAccount,
} from './accounts-common.js';
import * as repo from './accounts.repo.js';

export const DELETE_CODE_LIFETIME_MS = 30 * 60 * 1000;

/**
 * Mails a six-digit code that confirms the account's deletion instead of the password (for an
 * account that has none, such as an imported maker's, or whose owner forgot it while signed in).
 */
export async function mailDeleteCode(ctx: AccountsCaller) {
  await ctx.db.transaction(async (tx) => {
    const user = await requireOwnAccount({ ...ctx, db: tx });
    const now = new Date();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await repo.retireCodes(tx, user.id, 'delete', now);
    await repo.insertCode(tx, {
      userId: user.id,
      purpose: 'delete',
      codeHash: codeHash(user.id, code),
      expiresAt: new Date(now.getTime() + DELETE_CODE_LIFETIME_MS),
    });
    await enqueueMail(tx, {
      to: user.email,
      locale: localeOf(user),
      template: { name: 'deleteCode', firstName: user.firstName, code },
    });
  });
  ctx.kickMail();
}

/**
 * Deletes the account: personal data, addresses and invoice data are erased, every session ends;
 * the anonymised row stays so that orders kept for accounting still point somewhere. A session
 * token alone is not enough: the current password, or the code `mailDeleteCode` sent, proves the
 * owner is asking.
 */
export async function deleteAccount(ctx: AccountsCaller, input: DeleteAccountInput) {
  const user = await requireOwnAccount(ctx);
  if (input.password === undefined && input.confirmationCode === undefined) {
    throw new BadRequestError(
      'deleteNeedsPassword',
      { password: 'fieldRequired' },
      'VALIDATION_FAILED',
    );
  }
  if (input.password !== undefined) await requireCurrentPassword(user, input.password, 'password');
  const unusable = await hashPassword(createToken());
  type Outcome = { error: CodeErrorKey } | { deleted: true };
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    if (input.password === undefined) {
      const code = await repo.findOpenCodeOfUser(tx, user.id, 'delete');
      if (!code) return { error: 'invalidCode' };
      if (code.attempts >= MAX_CODE_ATTEMPTS) return { error: 'codeLocked' };
      if (code.expiresAt <= new Date()) return { error: 'codeExpired' };
      if (code.codeHash !== codeHash(user.id, input.confirmationCode ?? '')) {
        // Counted although the request fails, so five wrong tries use the code up.
        await repo.updateCode(tx, code.id, { attempts: code.attempts + 1 });
        return { error: 'invalidCode' };
      }
    }
    const now = new Date();
    await repo.revokeSessionsOfUser(tx, user.id, now);
    await repo.eraseUser(tx, user.id, now, unusable);
    return { deleted: true };
  });
  if ('error' in outcome) throw codeError(outcome.error);
}
