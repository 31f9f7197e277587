/**
 * The followers' weekly digest (issue 24): once a week, each follower whose followed makers added
 * pieces or started a sale in the week before gets one mail in their language, with a link that
 * turns the digest off without signing in. The week's claim (`follower_digests.last_week`) is
 * written with the mail in one transaction, so a week's digest is never written twice.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { matchLocale, type DigestSettings, type Locale } from '@kramik/contract';
import { rowsOf, type Database, type Executor } from '../../db/client.js';
import { BadRequestError } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secrets.js';
import type { SignedInContext } from '../../plugins/context.js';
import { listedProductsAddedBetween, pickVersion } from '../catalog/catalog.service.js';
import { companySummaries } from '../companies/companies.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import * as repo from './favourites.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Pieces named per maker in a digest; more are counted ("and 3 more"). */
const PIECES_PER_MAKER = 5;
const FOLLOWERS_PER_BATCH = 100;

export interface DigestDeps {
  db: Database;
  publicUrl: string;
  secrets: SecretBox;
}

/** The Monday (UTC) of the week `now` falls in, as `YYYY-MM-DD`. */
export function weekOf(now: Date) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The opt-out link's token: the user's id and its keyed digest (no row, nothing to guess). */
export function digestOptOutToken(secrets: SecretBox, userId: string) {
  return `${userId}.${secrets.digest('follower-digest-opt-out', userId)}`;
}

/** Turns the digest off for the token's user; a token that does not verify is a 400. */
export async function optOutByToken(ctx: { db: Executor; secrets: SecretBox }, token: string) {
  const [userId = '', mac = ''] = token.split('.');
  const expected = digestOptOutToken(ctx.secrets, userId).split('.')[1]!;
  const valid =
    mac.length === expected.length && timingSafeEqual(Buffer.from(mac), Buffer.from(expected));
  if (!valid) throw new BadRequestError('badRequest', { token: 'fieldInvalid' });
  await repo.setDigestOptedOut(ctx.db, userId, true);
}

export async function getDigestSettings(ctx: SignedInContext): Promise<DigestSettings> {
  return { enabled: !(await repo.isDigestOptedOut(ctx.db, ctx.auth.user._id)) };
}

export async function setDigestSettings(
  ctx: SignedInContext,
  input: DigestSettings,
): Promise<DigestSettings> {
  await repo.setDigestOptedOut(ctx.db, ctx.auth.user._id, !input.enabled);
  return input;
}

/** The sales the makers started between `from` and `to` (running or run since). */
async function salesStartedBetween(db: Executor, companyIds: string[], from: Date, to: Date) {
  if (companyIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT company_id AS "companyId", max(percent)::int AS percent
      FROM sales
     WHERE company_id = ANY (${`{${companyIds.join(',')}}`}::uuid[])
       AND status IN ('running', 'ended')
       AND starts_at >= ${from.toISOString()} AND starts_at < ${to.toISOString()}
     GROUP BY company_id`);
  return rowsOf<{ companyId: string; percent: number }>(result);
}

/**
 * Writes this week's digests (the week of `now`, covering the 7 days before its Monday): one mail
 * per due follower with news from the makers they follow; a follower without news has the week
 * claimed too, so the week is done for them. Answers how many mails were queued.
 */
export async function sendWeeklyDigests(deps: DigestDeps, now = new Date()) {
  const week = weekOf(now);
  const to = new Date(`${week}T00:00:00.000Z`);
  const from = new Date(to.getTime() - 7 * DAY_MS);
  let after: string | null = null;
  let sent = 0;
  for (;;) {
    const followers = await repo.dueFollowers(deps.db, week, after, FOLLOWERS_PER_BATCH);
    if (followers.length === 0) return sent;
    after = followers.at(-1)!.id;
    const companyIds = [...new Set(followers.flatMap((f) => f.companyIds))];
    const pieces = await listedProductsAddedBetween(deps, companyIds, from, to);
    const names = new Map(
      (await companySummaries(deps, companyIds)).map((maker) => [maker._id, maker.shortName]),
    );
    const sales = new Map(
      (await salesStartedBetween(deps.db, companyIds, from, to)).map((s) => [s.companyId, s]),
    );
    for (const follower of followers) {
      const locale: Locale = matchLocale(follower.locale) ?? 'en-US';
      const makers = follower.companyIds.flatMap((companyId) => {
        const added = pieces.filter((p) => p.companyId === companyId);
        const sale = sales.get(companyId);
        if (added.length === 0 && !sale) return [];
        return [
          {
            name: names.get(companyId) ?? added[0]?.companyName ?? '',
            link: `${deps.publicUrl}/company/${companyId}`,
            salePercent: sale?.percent ?? null,
            pieces: added.slice(0, PIECES_PER_MAKER).map((p) => ({
              name: pickVersion(p.versions as never, locale)?.name ?? '',
              link: `${deps.publicUrl}/products/${p.id}`,
            })),
            morePieces: Math.max(0, added.length - PIECES_PER_MAKER),
          },
        ];
      });
      await deps.db.transaction(async (tx) => {
        if (!(await repo.claimDigestWeek(tx, follower.id, week, now))) return;
        if (makers.length === 0) return;
        await enqueueMail(tx, {
          to: follower.email,
          locale,
          template: {
            name: 'followerDigest',
            firstName: follower.firstName,
            makers,
            optOutLink: `${deps.publicUrl}/favourites?digestOff=${digestOptOutToken(deps.secrets, follower.id)}`,
          },
        });
        sent += 1;
      });
    }
  }
}
