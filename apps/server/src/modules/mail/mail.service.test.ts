import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { enqueueMail } from './mail.service.js';

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
