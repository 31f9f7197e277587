/**
 * Payouts: the money the platform has sent to each maker, recorded by an administrator after the
 * bank transfer. A maker's balance is what the ledger says they are due less what was paid out;
 * a payout can never exceed it. The admin's table, the CSV export and the maker's own screen all
 * read the same sums.
 */
import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import {
  DEFAULT_CURRENCY,
  type PayoutExportQuery,
  type PayoutInput,
  type PayoutList,
  type PayoutRecord,
  type PayoutRecordList,
  type SellerPayouts,
} from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import { companies, ledgerEntries, payouts } from '../../db/schema/index.js';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { SignedInContext } from '../../plugins/context.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireOwnCompany } from '../companies/companies.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ledger's sums per maker, optionally within `[from, to)` of the entries' times. */
function ledgerSums(db: Executor, range?: { from?: Date; to: Date }, companyId?: string) {
  const conditions = [
    range?.from ? gte(ledgerEntries.createdAt, range.from) : undefined,
    range ? lt(ledgerEntries.createdAt, range.to) : undefined,
    companyId ? eq(ledgerEntries.companyId, companyId) : undefined,
  ];
  return db
    .select({
      companyId: ledgerEntries.companyId,
      currency: sql<string>`max(${ledgerEntries.currency})`,
      paidOrders: sql<number>`(count(distinct ${ledgerEntries.orderId}) filter (where ${ledgerEntries.kind} = 'buyer_payment'))::int`,
      received: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('buyer_payment', 'refund')), 0)::int`,
      commission: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('commission', 'commission_reversal')), 0)::int`,
      due: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('seller_due', 'seller_due_reversal')), 0)::int`,
    })
    .from(ledgerEntries)
    .where(and(...conditions))
    .groupBy(ledgerEntries.companyId);
}

/** What was paid out per maker, optionally on the days `[from, to]` (inclusive, `YYYY-MM-DD`). */
function payoutSums(db: Executor, days?: { from?: string; to: string }, companyId?: string) {
  const conditions = [
    days?.from ? gte(payouts.paidOn, days.from) : undefined,
    days ? lte(payouts.paidOn, days.to) : undefined,
    companyId ? eq(payouts.companyId, companyId) : undefined,
  ];
  return db
    .select({
      companyId: payouts.companyId,
      paidOut: sql<number>`coalesce(sum(${payouts.amount}), 0)::int`,
    })
    .from(payouts)
    .where(and(...conditions))
    .groupBy(payouts.companyId);
}

async function shortNames(db: Executor) {
  const rows = await db
    .select({ id: companies.id, shortName: companies.shortName })
    .from(companies)
    .orderBy(asc(companies.shortName));
  return rows;
}

/** What each maker has been paid through the platform, is due, was paid out, and still has due. */
export async function payoutTable(db: Executor): Promise<PayoutList> {
  const [ledger, paid, names] = await Promise.all([ledgerSums(db), payoutSums(db), shortNames(db)]);
  const byCompany = new Map(ledger.map((row) => [row.companyId, row]));
  const paidBy = new Map(paid.map((row) => [row.companyId, row.paidOut]));
  return {
    items: names.flatMap(({ id, shortName }) => {
      const row = byCompany.get(id);
      if (!row) return [];
      const money = (amount: number) => ({ amount, currency: row.currency });
      const paidOut = paidBy.get(id) ?? 0;
      return [
        {
          seller: { _id: id, shortName },
          paidOrders: row.paidOrders,
          received: money(row.received),
          commission: money(row.commission),
          due: money(row.due),
          paidOut: money(paidOut),
          balance: money(row.due - paidOut),
        },
      ];
    }),
  };
}

/** One maker's figures: due from the ledger, paid out, and the balance (in the ledger's currency). */
async function balanceOf(db: Executor, companyId: string) {
  // One after the other: `db` may be a transaction's one connection.
  const [ledger] = await ledgerSums(db, undefined, companyId);
  const [paid] = await payoutSums(db, undefined, companyId);
  const due = ledger?.due ?? 0;
  const paidOut = paid?.paidOut ?? 0;
  return {
    currency: ledger?.currency ?? DEFAULT_CURRENCY,
    received: ledger?.received ?? 0,
    commission: ledger?.commission ?? 0,
    due,
    paidOut,
    balance: due - paidOut,
  };
}

/** A maker's balance (what the platform still owes them), for their dashboard. */
export async function makerBalance(db: Executor, companyId: string) {
  const figures = await balanceOf(db, companyId);
  return { amount: figures.balance, currency: figures.currency };
}

/** "1234.50": minor units as a plain decimal with a dot (two decimals, every market currency). */
export function decimalOf(minor: number) {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Records a payout the platform made to a maker, with its audit entry, in one transaction. The
 * maker's rows are serialised by an advisory lock, so two payouts recorded at once cannot together
 * pass the balance.
 */
export async function recordPayout(
  ctx: SignedInContext,
  input: PayoutInput,
  now = new Date(),
): Promise<PayoutRecord> {
  // A transfer is recorded after it was made: never for a day after today (UTC, a day's grace
  // for an administrator east of Greenwich), nor before the marketplace existed.
  const latest = today(new Date(now.getTime() + DAY_MS));
  if (input.paidOn > latest || input.paidOn < '2020-01-01')
    throw new ValidationError({ paidOn: 'payoutDate' });
  return ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, shortName: companies.shortName })
      .from(companies)
      .where(eq(companies.id, input.sellerId));
    if (!company) throw new NotFoundError();
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payouts:${company.id}`}))`);
    const figures = await balanceOf(tx, company.id);
    if (input.amount > figures.balance)
      throw new AppError(
        400,
        'VALIDATION_FAILED',
        'validationFailed',
        { amount: 'payoutOverBalance' },
        { balance: `${decimalOf(Math.max(figures.balance, 0))} ${figures.currency}` },
      );
    const [row] = await tx
      .insert(payouts)
      .values({
        companyId: company.id,
        amount: input.amount,
        currency: figures.currency,
        paidOn: input.paidOn,
        reference: input.reference,
        recordedBy: ctx.auth.user._id,
        createdAt: now,
      })
      .returning();
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: 'payout.record',
        targetType: 'company',
        targetId: company.id,
        before: { balance: figures.balance },
        after: {
          amount: input.amount,
          currency: figures.currency,
          paidOn: input.paidOn,
          reference: input.reference,
          balance: figures.balance - input.amount,
        },
      },
    );
    return toRecord(row!, company.shortName);
  });
}

function toRecord(row: typeof payouts.$inferSelect, shortName: string): PayoutRecord {
  return {
    _id: row.id,
    seller: { _id: row.companyId, shortName },
    amount: { amount: row.amount, currency: row.currency },
    paidOn: row.paidOn,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Payouts made, latest first: one maker's or everyone's (at most 500). */
export async function payoutRecords(db: Executor, companyId?: string): Promise<PayoutRecordList> {
  const rows = await db
    .select({ payout: payouts, shortName: companies.shortName })
    .from(payouts)
    .innerJoin(companies, eq(companies.id, payouts.companyId))
    .where(companyId ? eq(payouts.companyId, companyId) : undefined)
    .orderBy(desc(payouts.paidOn), desc(payouts.createdAt))
    .limit(500);
  return { items: rows.map((r) => toRecord(r.payout, r.shortName)) };
}

/** The signed-in maker's money: the ledger's figures, what was paid out, and the payouts. */
export async function sellerPayouts(ctx: SignedInContext): Promise<SellerPayouts> {
  const company = await requireOwnCompany(ctx);
  const [figures, records] = await Promise.all([
    balanceOf(ctx.db, company.id),
    payoutRecords(ctx.db, company.id),
  ]);
  const money = (amount: number) => ({ amount, currency: figures.currency });
  return {
    received: money(figures.received),
    commission: money(figures.commission),
    due: money(figures.due),
    paidOut: money(figures.paidOut),
    balance: money(figures.balance),
    items: records.items,
  };
}

/** The longest period the export takes. */
export const MAX_EXPORT_DAYS = 366;

/**
 * One CSV field (RFC 4180): quoted when it holds the separator, a quote or a line break, quotes
 * doubled. Text a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, carriage return at
 * the start) gets a leading apostrophe, so a maker's name can never run in the admin's Excel.
 */
export function csvField(value: string | number, text = typeof value === 'string') {
  let field = String(value);
  if (text && /^[=+\-@\t\r]/.test(field)) field = `'${field}`;
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

export const CSV_HEADER = [
  'maker',
  'maker_id',
  'currency',
  'paid_orders',
  'received',
  'commission',
  'due',
  'paid_out',
  'balance_at_end',
];

/**
 * The payouts export for the days `from`–`to` (UTC, both included): per maker with any money in
 * the period or a balance at its end, the period's paid orders, money received, commission, amount
 * due and payouts made, and the balance still due at the end of the period. Comma-separated
 * (RFC 4180), CRLF lines, amounts as decimals with a dot, UTF-8 with a byte order mark for Excel.
 */
export async function payoutsCsv(db: Executor, query: PayoutExportQuery) {
  const start = new Date(`${query.from}T00:00:00.000Z`);
  const end = new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    throw new ValidationError({ from: 'fieldInvalid' });
  if (end <= start) throw new ValidationError({ to: 'payoutPeriod' });
  if (end.getTime() - start.getTime() > MAX_EXPORT_DAYS * DAY_MS)
    throw new ValidationError({ to: 'payoutPeriod' });
  const [period, paidInPeriod, toEnd, paidToEnd, names] = await Promise.all([
    ledgerSums(db, { from: start, to: end }),
    payoutSums(db, { from: query.from, to: query.to }),
    ledgerSums(db, { to: end }),
    payoutSums(db, { to: query.to }),
    shortNames(db),
  ]);
  const inPeriod = new Map(period.map((row) => [row.companyId, row]));
  const paidIn = new Map(paidInPeriod.map((row) => [row.companyId, row.paidOut]));
  const cumulative = new Map(toEnd.map((row) => [row.companyId, row]));
  const paidCumulative = new Map(paidToEnd.map((row) => [row.companyId, row.paidOut]));
  const lines = [CSV_HEADER.join(',')];
  for (const { id, shortName } of names) {
    const row = inPeriod.get(id);
    const sofar = cumulative.get(id);
    const paid = paidIn.get(id) ?? 0;
    const balance = (sofar?.due ?? 0) - (paidCumulative.get(id) ?? 0);
    if (!row && paid === 0 && balance === 0) continue;
    lines.push(
      [
        csvField(shortName),
        csvField(id),
        csvField(row?.currency ?? sofar?.currency ?? DEFAULT_CURRENCY),
        csvField(row?.paidOrders ?? 0),
        csvField(decimalOf(row?.received ?? 0), false),
        csvField(decimalOf(row?.commission ?? 0), false),
        csvField(decimalOf(row?.due ?? 0), false),
        csvField(decimalOf(paid), false),
        csvField(decimalOf(balance), false),
      ].join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The platform's commission from the ledger since each bound, refunds' reversals subtracted. */
export async function commissionFigures(
  db: Executor,
  bounds: { today: Date; days7: Date; days30: Date },
) {
  const since = (at: Date) =>
    sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} >= ${at.toISOString()}::timestamptz), 0)::int`;
  const [row] = await db
    .select({
      currency: sql<string | null>`max(${ledgerEntries.currency})`,
      today: since(bounds.today),
      days7: since(bounds.days7),
      days30: since(bounds.days30),
    })
    .from(ledgerEntries)
    .where(
      and(
        gte(ledgerEntries.createdAt, bounds.days30),
        sql`${ledgerEntries.kind} in ('commission', 'commission_reversal')`,
      ),
    );
  return { ...row!, currency: row!.currency ?? DEFAULT_CURRENCY };
}
