import { writeFile as writeFileCallback } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Database, Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { KickableJob } from '../../lib/periodic-job.js';
import { renderMail, type MailTemplate } from './mail.templates.js';

export type { MakerOrderUpdate } from './order-mail.templates.js';

/** Retries back off from 30 s to about an hour; after the last one the mail is marked failed. */
const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;
/** The most mails one claim takes. */
const CLAIM_BATCH = 10;
const backoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);

export interface MailRequest {
  to: string;
  locale: Locale;
  template: MailTemplate;
}

/**
 * Queues a mail in the outbox, inside the caller's transaction when given one, so the mail exists
 * exactly when the change that caused it does. The worker delivers it.
 */
export async function enqueueMail(db: Executor, request: MailRequest) {
  const { subject, text, html } = renderMail(request.template, request.locale);
  const [row] = await db
    .insert(mailOutbox)
    .values({ recipient: request.to, subject, textBody: text, htmlBody: html })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * The outbox rows of mails to queue, rendered: for an insert of the caller's own (the checkout
 * queues an order's mails in the statement that writes its lines).
 */
export function outboxRowsOf(requests: MailRequest[]): (typeof mailOutbox.$inferInsert)[] {
  return requests.map((request) => {
    const { subject, text, html } = renderMail(request.template, request.locale);
    return { recipient: request.to, subject, textBody: text, htmlBody: html };
  });
}

/**
 * The insert of outbox rows (`outboxRowsOf`, or placeholders of them), for a statement of the
 * caller's own: the checkout queues an order's mails in the statement that writes its lines.
 */
export function outboxInsert(
  db: Executor,
  rows: (typeof mailOutbox.$inferInsert)[] | Record<keyof typeof mailOutbox.$inferInsert, SQL>[],
) {
  return db.insert(mailOutbox).values(rows as (typeof mailOutbox.$inferInsert)[]);
}

/** Queues several mails with one statement (see `enqueueMail`). */
export async function enqueueMails(db: Executor, requests: MailRequest[]) {
  if (requests.length === 0) return;
  await db.insert(mailOutbox).values(outboxRowsOf(requests));
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Writes a file with the callback API: `fs/promises` opens a `FileHandle` and writes through it,
 * about a third more of the event loop's time per file than this (the outbox writes two files an
 * order).
 */
const writeFile = (file: string, data: Buffer) =>
  new Promise<void>((resolve, reject) =>
    writeFileCallback(file, data, (error) => (error ? reject(error) : resolve())),
  );

/** How long a kick waits for more mail before the worker runs (`MailWorker.kick`). */
const KICK_DELAY_MS = 50;

/** Delivers queued mail through SMTP, or into DATA_DIR/outbox as .eml files when none is set. */
export class MailWorker {
  private transporter: Transporter;
  private readonly outboxDir: string;
  private outboxMade = false;
  private readonly job: KickableJob;
  private delayed: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly log: Log,
  ) {
    this.outboxDir = path.join(config.dataDir, 'outbox');
    this.transporter = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.job = new KickableJob('mail worker', () => this.drain(), log);
  }

  /** Polls for due mail every few seconds (retries), besides the kicks after each enqueue. */
  start(intervalMs = 5_000) {
    this.job.start(intervalMs);
  }

  /**
   * Delivers what is due in a moment (`KICK_DELAY_MS`); calls meanwhile, or during a run, make it
   * run once more. The moment gathers the mails of the requests around it into one run: a kick
   * per order meant a claim statement or two per order while buyers were checking out.
   */
  kick() {
    this.delayed ??= setTimeout(() => {
      this.delayed = undefined;
      this.job.kick();
    }, KICK_DELAY_MS);
  }

  /** Starts a run a kick has asked for now, instead of in a moment. */
  private kickNow() {
    if (!this.delayed) return;
    clearTimeout(this.delayed);
    this.delayed = undefined;
    this.job.kick();
  }

  /** Delivers what a kick asked for and waits: resolves when nothing is being delivered. */
  idle() {
    this.kickNow();
    return this.job.idle();
  }

  /** Delivers what a kick asked for, then stops. */
  async stop() {
    this.kickNow();
    await this.job.stop();
    this.transporter.close();
  }

  /**
   * Delivers the due mail a batch at a time; the batch's sent mail is marked sent by the
   * statement that claims the next batch (the last one's by the claim that finds none): an order
   * sends two mails, and a statement each was a tenth of a checkout's. A crash between sending
   * and marking sends those again once their lease ends, as it did for one mail before.
   */
  private async drain() {
    let sent: string[] = [];
    for (;;) {
      const batch = await this.claim(sent);
      if (batch.length === 0) return;
      sent = [];
      for (const mail of batch) if (await this.deliver(mail)) sent.push(mail.id);
    }
  }

  /**
   * Writes a mail to the outbox folder (made once, and again if it was removed while the server
   * ran). Off the event loop: creating a file took ~0.7 ms of a synchronous `open` on a busy
   * machine's disk (the checkout benchmark's profile).
   */
  private async writeToOutbox(file: string, message: Buffer) {
    if (!this.outboxMade) {
      await fs.mkdir(this.outboxDir, { recursive: true });
      this.outboxMade = true;
    }
    try {
      await writeFile(file, message);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await fs.mkdir(this.outboxDir, { recursive: true });
      await writeFile(file, message);
    }
  }

  /**
   * Takes due mail with a lease, so another app node (or a crash) cannot send it twice at once:
   * one statement marks the mail just delivered (`sent`, leased: not due) as sent, picks the due
   * rows (skipping those another node is taking) and moves their next attempt past the lease.
   * The due rows are a CTE of their own, read once: as `id in (subquery)` the planner may run
   * the locking subquery again for every due row, which took every due mail in one batch and,
   * with a backlog of thousands, minutes of the database's time (the checkout benchmark).
   */
  private claim(sent: string[]) {
    // The database's clock, which stamped the rows: this process's counts whole milliseconds, and
    // read a mail queued in the run's millisecond as not due yet (it waited for the next run).
    // `statement_timestamp()` is one value for the statement, so the index still serves it.
    const now = sql`statement_timestamp()`;
    const due = this.db.$with('due').as(
      this.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(CLAIM_BATCH)
        .for('update', { skipLocked: true }),
    );
    const marked = this.db
      .$with('marked', { id: mailOutbox.id })
      .as(
        this.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: now, lastError: null })
          .where(inArray(mailOutbox.id, sent))
          .returning({ id: mailOutbox.id })
          .getSQL(),
      );
    return (sent.length > 0 ? this.db.with(marked, due) : this.db.with(due))
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`${now} + make_interval(secs => ${LEASE_MS / 1000})`,
      })
      .where(
        and(
          inArray(mailOutbox.id, this.db.select({ id: due.id }).from(due)),
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
        ),
      )
      .returning();
  }

  /** Sends one mail; answers whether it went (a failure is recorded here, for a later attempt). */
  private async deliver(mail: typeof mailOutbox.$inferSelect): Promise<boolean> {
    try {
      const info = await this.transporter.sendMail({
        from: this.config.mailFrom,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        messageId: `<${mail.id}@kramik>`,
      });
      if (!this.config.smtpUrl) {
        const file = path.join(this.outboxDir, `${mail.createdAt.getTime()}-${mail.id}.eml`);
        await this.writeToOutbox(file, (info as { message: Buffer }).message);
        const links = mail.textBody.match(/https?:\/\/\S+/g) ?? [];
        this.log.info(
          { to: mail.recipient, subject: mail.subject, file, links },
          'mail written to the outbox folder (no SMTP_URL set)',
        );
      }
      return true;
    } catch (error) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      this.log.warn(
        { err: error, mailId: mail.id, attempt: mail.attempts, giveUp: failed },
        'mail delivery failed',
      );
      await this.db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: new Date(Date.now() + backoffMs(mail.attempts)),
        })
        .where(eq(mailOutbox.id, mail.id));
      return false;
    }
  }
}
