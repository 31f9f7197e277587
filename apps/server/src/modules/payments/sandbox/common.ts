/**
 * What the three sandbox emulators share (emulator mode only, served under `/sandbox/<operator>`):
 * their persistent state, the hosted payment page, and the delivery of signed notifications to our
 * notify endpoints with retries, as the real operators do.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../../db/client.js';
import { sandboxDeliveries, sandboxPayments } from '../../../db/schema/index.js';
import { KickableJob } from '../../../lib/periodic-job.js';
import type { OperatorName } from '../operator.js';

// ---- State -----------------------------------------------------------------------------------

export async function saveSandboxPayment(
  db: Executor,
  operator: OperatorName,
  id: string,
  status: string,
  data: Record<string, unknown>,
) {
  await db
    .insert(sandboxPayments)
    .values({ operator, id, status, data })
    .onConflictDoUpdate({
      target: [sandboxPayments.operator, sandboxPayments.id],
      set: { status, data, updatedAt: new Date() },
    });
}

export async function findSandboxPayment(db: Executor, operator: OperatorName, id: string) {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.operator, operator), eq(sandboxPayments.id, id)));
  return row;
}

/** Changes a payment's status only from the one it was read in (a double click pays once). */
export async function moveSandboxPayment(
  db: Executor,
  operator: OperatorName,
  id: string,
  from: string,
  to: string,
  data?: Record<string, unknown>,
) {
  const rows = await db
    .update(sandboxPayments)
    .set({ status: to, ...(data ? { data } : {}), updatedAt: new Date() })
    .where(
      and(
        eq(sandboxPayments.operator, operator),
        eq(sandboxPayments.id, id),
        eq(sandboxPayments.status, from),
      ),
    )
    .returning({ id: sandboxPayments.id });
  return rows.length > 0;
}

// ---- Hosted page -----------------------------------------------------------------------------

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface HostedPage {
  operatorLabel: string;
  /** e.g. "€123.50" */
  amountText: string;
  description: string;
  /** Each action is a form POST to the emulator (Pay, Cancel, Fail). */
  actions: { label: string; action: string; kind: 'primary' | 'secondary' | 'danger' }[];
  note?: string;
}

/** A plain hosted payment page, marked as a sandbox so nobody mistakes it for the real one. */
export function renderHostedPage(page: HostedPage) {
  const colours = { primary: '#1d4ed8', secondary: '#4b5563', danger: '#b91c1c' };
  const buttons = page.actions
    .map(
      (a) =>
        `<form method="post" action="${escapeHtml(a.action)}"><button type="submit" style="width:100%;padding:14px;margin:6px 0;border:0;border-radius:8px;font-size:16px;color:#fff;background:${colours[a.kind]};cursor:pointer">${escapeHtml(a.label)}</button></form>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.operatorLabel)} sandbox</title></head><body style="margin:0;font-family:system-ui,Arial,sans-serif;background:#f3f4f6;color:#111827"><main style="max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)"><p style="margin:0 0 4px;font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#b45309">Sandbox · no real money</p><h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(page.operatorLabel)}</h1><p style="margin:0;color:#4b5563">${escapeHtml(page.description)}</p><p style="font-size:28px;font-weight:700;margin:12px 0 20px">${escapeHtml(page.amountText)}</p>${buttons}${page.note ? `<p style="font-size:13px;color:#6b7280">${escapeHtml(page.note)}</p>` : ''}</main></body></html>`;
}

// ---- Notifications ---------------------------------------------------------------------------

/**
 * Queues a notification; the delivery worker sends it until the receiver accepts it. Several
 * queued in one transaction (PENDING, then SUCCESS) go out in that order: each is stamped with
 * the clock's time, not the transaction's start, which they would all share.
 */
export async function queueDelivery(
  db: Executor,
  delivery: { operator: OperatorName; url: string; headers: Record<string, string>; body: string },
) {
  const now = sql`clock_timestamp()`;
  const [row] = await db
    .insert(sandboxDeliveries)
    .values({ ...delivery, nextAttemptAt: now, createdAt: now })
    .returning({ id: sandboxDeliveries.id });
  return row!.id;
}

/** Whether the operator counts an answer as received (AutoPay also wants a valid confirmation). */
export type Acceptor = (status: number, body: string, delivery: { body: string }) => boolean;
const ok2xx: Acceptor = (status) => status >= 200 && status < 300;

const MAX_ATTEMPTS = 10;
/**
 * A claimed notification waits this long before another run may take it: the send's 10 s timeout
 * and 5 s to record its outcome. A sandbox killed while sending retries it that much later.
 */
const CLAIM_SECONDS = 15;
const backoffMs = (attempt: number) => Math.min(1_000 * 2 ** (attempt - 1), 5 * 60_000);

/**
 * Sends due notifications with retries (1 s, 2 s, 4 s … up to 5 minutes, ten attempts), like the
 * operators' own retry schedules in miniature. State is in the database, so a restart resumes.
 */
export class SandboxDeliveryWorker {
  private readonly job: KickableJob;
  private readonly acceptors = new Map<OperatorName, Acceptor>();

  constructor(
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {
    this.job = new KickableJob('sandbox delivery', () => this.drain(), log);
  }

  accept(operator: OperatorName, acceptor: Acceptor) {
    this.acceptors.set(operator, acceptor);
  }

  start(intervalMs = 1_000) {
    this.job.start(intervalMs);
  }

  kick() {
    this.job.kick();
  }

  /**
   * Sends every notification due by `now` (by default the database's clock, which stamped them:
   * this process's clock counts whole milliseconds and may read a notification queued a moment
   * ago as not due yet), once; tests call it to deliver on demand.
   */
  async drain(now?: Date) {
    const due = await this.claim(now);
    for (const delivery of due) {
      const attempt = delivery.attempts + 1;
      let accepted = false;
      let error: string | null = null;
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: delivery.headers,
          body: delivery.body,
          signal: AbortSignal.timeout(10_000),
          redirect: 'manual',
        });
        const text = await response.text();
        accepted = (this.acceptors.get(delivery.operator as OperatorName) ?? ok2xx)(
          response.status,
          text,
          { body: delivery.body },
        );
        if (!accepted) error = `HTTP ${response.status}: ${text.slice(0, 200)}`;
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
      }
      await this.db
        .update(sandboxDeliveries)
        .set(
          accepted
            ? { attempts: attempt, deliveredAt: new Date(), lastError: null }
            : {
                attempts: attempt,
                lastError: error,
                // After the last attempt the notification is given up (deliveredAt stays null).
                nextAttemptAt:
                  attempt >= MAX_ATTEMPTS
                    ? new Date('9999-01-01T00:00:00Z')
                    : new Date(Date.now() + backoffMs(attempt)),
              },
        )
        .where(eq(sandboxDeliveries.id, delivery.id));
      if (!accepted)
        this.log.warn(
          { operator: delivery.operator, attempt, error },
          'sandbox notification not accepted',
        );
    }
  }

  /**
   * Takes due notifications for a while (their next attempt moved past the sending's timeout), so
   * that another app node's worker, or the next run here, does not send them at the same time;
   * in the order they were queued.
   */
  private async claim(now?: Date) {
    const dueBy = now ?? sql`clock_timestamp()`;
    const due = and(
      isNull(sandboxDeliveries.deliveredAt),
      lte(sandboxDeliveries.nextAttemptAt, dueBy),
    );
    const claimed = await this.db
      .update(sandboxDeliveries)
      .set({ nextAttemptAt: sql`clock_timestamp() + make_interval(secs => ${CLAIM_SECONDS})` })
      .where(
        and(
          inArray(
            sandboxDeliveries.id,
            this.db
              .select({ id: sandboxDeliveries.id })
              .from(sandboxDeliveries)
              .where(due)
              .orderBy(asc(sandboxDeliveries.nextAttemptAt), asc(sandboxDeliveries.createdAt))
              .limit(20)
              .for('update', { skipLocked: true }),
          ),
          due,
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** How many notifications are still to deliver (tests wait for zero). */
  async pending() {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxDeliveries)
      .where(
        and(
          isNull(sandboxDeliveries.deliveredAt),
          sql`${sandboxDeliveries.attempts} < ${MAX_ATTEMPTS}`,
        ),
      );
    return row?.n ?? 0;
  }

  stop() {
    return this.job.stop();
  }
}
