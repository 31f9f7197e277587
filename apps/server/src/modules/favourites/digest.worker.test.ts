import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { followerDigests, products, sales, users } from '../../db/schema/index.js';
import { callerOf, latestMail, mailCount, signedIn, useTestApp } from '../../../test/helpers.js';
import { insertCategory, insertProduct } from '../../../test/marketplace.js';
import { weekOf } from './digest.service.js';

const ctx = useTestApp();
const call = callerOf(ctx);

/** The clock: Monday 30 November 2026, 01:00 UTC, and the week before it. */
const MONDAY = new Date('2026-11-30T01:00:00Z');
const LAST_WEEK = new Date('2026-11-26T12:00:00Z');
const TWO_WEEKS_AGO = new Date('2026-11-18T12:00:00Z');

let categoryId: string;
let maker: Awaited<ReturnType<typeof signedIn>>;
let quietMaker: Awaited<ReturnType<typeof signedIn>>;
let saleMaker: Awaited<ReturnType<typeof signedIn>>;

const inserted = async (companyId: string, name: string, at: Date) => {
  const id = await insertProduct(ctx, { companyId, categoryId, price: 3000, quantity: 2, name });
  await ctx.database.db.update(products).set({ createdAt: at }).where(eq(products.id, id));
  return id;
};

const follower = async (locale: string, companyIds: string[]) => {
  const who = await signedIn(ctx);
  await ctx.database.db
    .update(users)
    .set({ locale, firstName: 'Ola' })
    .where(eq(users.id, who.user.id));
  for (const companyId of companyIds) {
    const response = await call('PUT', `/api/favourites/makers/${companyId}`, who.authorization);
    expect(response.statusCode, response.body).toBe(200);
  }
  return who;
};

beforeAll(async () => {
  categoryId = await insertCategory(ctx, 'ceramics', 'Ceramics');
  maker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  quietMaker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  saleMaker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  await inserted(maker.user.companyId!, 'Cobalt Jug', LAST_WEEK);
  await inserted(maker.user.companyId!, 'Old Bowl', TWO_WEEKS_AGO);
  await inserted(quietMaker.user.companyId!, 'Quiet Cup', TWO_WEEKS_AGO);
  await ctx.database.db.insert(sales).values({
    companyId: saleMaker.user.companyId!,
    percent: 20,
    allProducts: true,
    startsAt: LAST_WEEK,
    endsAt: new Date('2026-12-10T00:00:00Z'),
    status: 'running',
  });
});

describe('weekOf', () => {
  it('answers the Monday (UTC) of the week', () => {
    expect(weekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(weekOf(new Date('2026-12-06T23:59:59Z'))).toBe('2026-11-30');
    expect(weekOf(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23');
  });
});

describe('the weekly follower digest', () => {
  it('sends one mail a week per follower, in their language, only with news', async () => {
    const ola = await follower('pl-PL', [maker.user.companyId!, quietMaker.user.companyId!]);
    const sven = await follower('sv-SE', [saleMaker.user.companyId!]);
    const quiet = await follower('en-US', [quietMaker.user.companyId!]);
    const optedOut = await follower('en-US', [maker.user.companyId!]);
    await call('PUT', '/api/favourites/digest', optedOut.authorization, { enabled: false });

    const sent = await ctx.app.digests.runOnce(MONDAY);
    expect(sent).toBe(2);

    const polish = await latestMail(ctx, ola.user.email);
    expect(polish.subject).toBe('Nowości od twórcy, którego obserwujesz');
    expect(polish.textBody).toContain('Cześć Ola,');
    expect(polish.textBody).toContain('Cobalt Jug');
    // Only last week's pieces, and only makers with news.
    expect(polish.textBody).not.toContain('Old Bowl');
    expect(polish.textBody).not.toContain('Quiet Cup');
    const optOutLink = polish.links.find((link) => link.includes('digestOff='));
    expect(optOutLink).toBeDefined();

    const swedish = await latestMail(ctx, sven.user.email);
    expect(swedish.subject).toBe('Nyheter från en kreatör du följer');
    expect(swedish.textBody).toMatch(/startat en rea: upp till 20 %/);

    expect(await mailCount(ctx, quiet.user.email)).toBe(0);
    expect(await mailCount(ctx, optedOut.user.email)).toBe(0);

    // The same week again (a second run, a second node, later that week): nothing more.
    expect(await ctx.app.digests.runOnce(MONDAY)).toBe(0);
    expect(await ctx.app.digests.runOnce(new Date('2026-12-03T09:00:00Z'))).toBe(0);
    expect(await mailCount(ctx, ola.user.email)).toBe(1);
    const [row] = await ctx.database.db
      .select()
      .from(followerDigests)
      .where(eq(followerDigests.userId, ola.user.id));
    expect(row?.lastWeek).toBe('2026-11-30');

    // Next week: a new piece in it mails again; the week after the jug, no news, no mail.
    await inserted(maker.user.companyId!, 'Winter Mug', new Date('2026-12-02T10:00:00Z'));
    expect(await ctx.app.digests.runOnce(new Date('2026-12-07T02:00:00Z'))).toBe(1);
    expect(await mailCount(ctx, ola.user.email)).toBe(2);
    expect((await latestMail(ctx, ola.user.email)).textBody).toContain('Winter Mug');
    expect(await mailCount(ctx, sven.user.email)).toBe(1);

    // The mail's link turns the digest off without login; a forged token does not.
    const token = new URL(optOutLink!).searchParams.get('digestOff')!;
    const forged = `${token.slice(0, 37)}${'0'.repeat(64)}`;
    const refused = await call('POST', '/api/favourites/digest/opt-out', undefined, {
      token: forged,
    });
    expect(refused.statusCode).toBe(400);
    const otherUser = `${sven.user.id}.${token.slice(37)}`;
    expect(
      (await call('POST', '/api/favourites/digest/opt-out', undefined, { token: otherUser }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/favourites/digest/opt-out', undefined, { token: 'x' })).statusCode,
    ).toBe(400);
    const off = await call('POST', '/api/favourites/digest/opt-out', undefined, { token });
    expect(off.statusCode, off.body).toBe(204);
    expect((await call('GET', '/api/favourites/digest', ola.authorization)).json()).toEqual({
      enabled: false,
    });
    await inserted(maker.user.companyId!, 'Spring Vase', new Date('2026-12-09T10:00:00Z'));
    await ctx.app.digests.runOnce(new Date('2026-12-14T02:00:00Z'));
    expect(await mailCount(ctx, ola.user.email)).toBe(2);
    const stillOn = await ctx.database.db
      .select()
      .from(followerDigests)
      .where(inArray(followerDigests.userId, [sven.user.id]));
    expect(stillOn[0]?.optedOut).toBe(false);
  });
});
