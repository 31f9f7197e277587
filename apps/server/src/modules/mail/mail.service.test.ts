import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { enqueueMail, enqueueMails } from './mail.service.js';

const template = {
  name: 'verify',
  firstName: 'Ola',
  code: '123456',
  link: 'http://localhost/verify?username=ola&code=123456',
} as const;

async function statusOf(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file in DATA_DIR/outbox, in the recipient’s language', async () => {
    const ctx = await createTestApp();
    const id = await enqueueMail(ctx.database.db, {
      to: 'ola@example.com',
      locale: 'de-DE',
      template,
    });
    ctx.app.mail.kick();
    await ctx.app.mail.idle();
    expect((await statusOf(ctx, id)).status).toBe('sent');
    const dir = path.join(ctx.config.dataDir, 'outbox');
    const [file] = await fs.readdir(dir);
    const eml = await fs.readFile(path.join(dir, file!), 'utf8');
    expect(eml).toContain('To: ola@example.com');
    expect(eml).toMatch(/Subject: =\?UTF-8\?|Subject: Best/);
    expect(eml).toContain('123456');
  });
});

describe('kicks', () => {
  it('gather the mails of a moment into one run, delivered without anyone waiting for them', async () => {
    const ctx = await createTestApp();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push(
        await enqueueMail(ctx.database.db, { to: `k${n}@example.com`, locale: 'en-US', template }),
      );
      ctx.app.mail.kick();
    }
    // Not at once: the worker waits a moment for more, then delivers them all in one run.
    expect((await statusOf(ctx, ids[0]!)).status).toBe('pending');
    await expect
      .poll(async () => Promise.all(ids.map(async (id) => (await statusOf(ctx, id)).status)), {
        timeout: 5_000,
      })
      .toEqual(['sent', 'sent', 'sent']);
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids[0]!));
    expect(row!.attempts).toBe(1);
  });
});

describe('a batch of mail', () => {
  it('marks every mail of the batch sent, and makes the outbox folder again if it went', async () => {
    const ctx = await createTestApp();
    const send = (n: number) =>
      enqueueMail(ctx.database.db, { to: `b${n}@example.com`, locale: 'en-US', template });
    const first = await Promise.all([1, 2, 3].map(send));
    ctx.app.mail.kick();
    await ctx.app.mail.idle();
    for (const id of first) expect((await statusOf(ctx, id)).status).toBe('sent');
    const dir = path.join(ctx.config.dataDir, 'outbox');
    expect(await fs.readdir(dir)).toHaveLength(3);
    // An operator cleared the folder while the server ran.
    await fs.rm(dir, { recursive: true });
    const later = await send(4);
    ctx.app.mail.kick();
    await ctx.app.mail.idle();
    expect((await statusOf(ctx, later)).status).toBe('sent');
    expect(await fs.readdir(dir)).toHaveLength(1);
  });

  // The embedded database reads this process's clock (faking it fakes the database's too) in
  // whole milliseconds: only a database with a clock of its own can stamp a mail ahead of ours.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'takes a mail queued in the same millisecond as the run that looks for it',
    async () => {
      const ctx = await createTestApp();
      await ctx.app.mail.stop();
      const id = await enqueueMail(ctx.database.db, {
        to: 'm@example.com',
        locale: 'en-US',
        template,
      });
      // PostgreSQL stamps microseconds and this process counts milliseconds: a run within the
      // millisecond of the mail's stamp read it as not due yet, and left it to the next run.
      const [row] = await ctx.database.db
        .update(mailOutbox)
        .set({
          nextAttemptAt: sql`date_trunc('milliseconds', now()) + interval '500 microseconds'`,
        })
        .where(eq(mailOutbox.id, id))
        .returning();
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(row!.nextAttemptAt);
        const worker = ctx.app.mail as unknown as {
          claim(sent: string[]): Promise<{ id: string }[]>;
        };
        expect((await worker.claim([])).map((mail) => mail.id)).toEqual([id]);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('is claimed ten at a time however many are due, each once', async () => {
    const ctx = await createTestApp();
    await ctx.app.mail.stop();
    const due = Array.from({ length: 35 }, (_, n) => ({
      to: `d${n}@example.com`,
      locale: 'en-US' as const,
      template,
    }));
    await enqueueMails(ctx.database.db, due);
    // A planner that ran the due mails' locking subquery once per row took every due mail (and
    // took minutes with a backlog): the batch is read once, ten rows.
    const worker = ctx.app.mail as unknown as { claim(sent: string[]): Promise<{ id: string }[]> };
    const batches = [await worker.claim([]), await worker.claim([]), await worker.claim([])];
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 10]);
    expect(new Set(batches.flat().map((mail) => mail.id)).size).toBe(30);
    const rows = await ctx.database.db.select().from(mailOutbox);
    expect(rows.filter((row) => row.attempts === 1)).toHaveLength(30);
    expect(rows.filter((row) => row.attempts === 0)).toHaveLength(5);
  });
});

describe('with SMTP_URL', () => {
  const received: { to: string; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through the SMTP server and marks the mail sent', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const id = await enqueueMail(ctx.database.db, {
      to: 'jan@example.com',
      locale: 'en-US',
      template,
    });
    ctx.app.mail.kick();
    await ctx.app.mail.idle();
    expect((await statusOf(ctx, id)).status).toBe('sent');
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('jan@example.com');
    expect(received[0]!.raw).toContain('Confirm your Kramik account');
  });

  it('keeps the mail and retries later when the server is down', async () => {
    const ctx = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const id = await enqueueMail(ctx.database.db, {
      to: 'down@example.com',
      locale: 'en-US',
      template,
    });
    ctx.app.mail.kick();
    await ctx.app.mail.idle();
    const row = await statusOf(ctx, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});
