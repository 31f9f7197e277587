import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The migration that turns the stored product questions and maker messages into conversations
 * (`0012_conversations.sql`): applied to a database holding such rows, as an upgraded site has.
 */
const MIGRATIONS = path.join(import.meta.dirname, 'migrations');

async function apply(db: PGlite, file: string) {
  const sql = await fs.readFile(path.join(MIGRATIONS, file), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

let db: PGlite;
const ids = {
  buyer: '11111111-1111-4111-8111-111111111111',
  gone: '22222222-2222-4222-8222-222222222222',
  owner: '33333333-3333-4333-8333-333333333333',
  company: '44444444-4444-4444-8444-444444444444',
  category: '55555555-5555-4555-8555-555555555555',
  product: '66666666-6666-4666-8666-666666666666',
};

beforeAll(async () => {
  db = new PGlite({ extensions: { pg_trgm, unaccent } });
  const files = (await fs.readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql')).sort();
  const target = files.indexOf('0012_conversations.sql');
  for (const file of files.slice(0, target)) await apply(db, file);

  await db.exec(`
    INSERT INTO users (id, username, email, password_hash) VALUES
      ('${ids.buyer}', 'buyer', 'buyer@example.com', 'x'),
      ('${ids.gone}', 'gone', 'gone@example.com', 'x'),
      ('${ids.owner}', 'owner', 'owner@example.com', 'x');
    INSERT INTO companies (id, owner_id, company_name, short_name, street, city, postal_code, country, tax_number)
      VALUES ('${ids.company}', '${ids.owner}', 'Studio', 'Studio', 'ul. 1', 'Kraków', '30-001', 'PL', '5260250274');
    INSERT INTO categories (id, slug, names) VALUES ('${ids.category}', 'ceramics', '{"en-US":"Ceramics"}');
    INSERT INTO products (id, company_id, category_id, versions, price_amount, currency, quantity)
      VALUES ('${ids.product}', '${ids.company}', '${ids.category}', '[]', 1000, 'EUR', 1);
    INSERT INTO product_questions (product_id, company_id, user_id, message, created_at, read_at) VALUES
      ('${ids.product}', '${ids.company}', '${ids.buyer}', 'First question', '2026-01-01T10:00:00Z', '2026-01-01T12:00:00Z'),
      ('${ids.product}', '${ids.company}', '${ids.buyer}', 'Second question', '2026-01-02T10:00:00Z', NULL),
      (NULL, '${ids.company}', '${ids.buyer}', 'Do you take commissions?', '2026-01-03T10:00:00Z', '2026-01-03T11:00:00Z'),
      (NULL, '${ids.company}', NULL, 'From a deleted account', '2026-01-04T10:00:00Z', NULL);
  `);
  await apply(db, files[target]!);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('0012_conversations: product questions become threads', () => {
  it('makes one thread per buyer, maker and product (or none), with the read marks', async () => {
    const { rows } = await db.query<{
      subject_key: string;
      product_id: string | null;
      last_message_at: Date;
      buyer_read_at: Date;
      maker_read_at: Date | null;
    }>(
      `SELECT subject_key, product_id, last_message_at, buyer_read_at, maker_read_at
         FROM conversation_threads WHERE buyer_id = $1 AND company_id = $2 ORDER BY subject_key`,
      [ids.buyer, ids.company],
    );
    expect(rows.map((r) => [r.subject_key, r.product_id])).toEqual([
      ['none', null],
      [`product:${ids.product}`, ids.product],
    ]);
    const [general, product] = rows;
    // The maker read the general message; of the product thread only the first question.
    expect(general!.maker_read_at!.getTime()).toBeGreaterThanOrEqual(
      general!.last_message_at.getTime(),
    );
    expect(product!.last_message_at.toISOString()).toBe('2026-01-02T10:00:00.000Z');
    expect(product!.maker_read_at!.getTime()).toBeLessThan(product!.last_message_at.getTime());
    expect(product!.buyer_read_at.toISOString()).toBe('2026-01-02T10:00:00.000Z');
  });

  it('carries every question of a living account over as the buyer’s message, in order', async () => {
    const { rows } = await db.query<{ subject_key: string; body: string; sender_side: string }>(
      `SELECT t.subject_key, m.body, m.sender_side, m.sender_id
         FROM conversation_messages m JOIN conversation_threads t ON t.id = m.thread_id
        ORDER BY m.created_at`,
    );
    expect(rows).toEqual([
      expect.objectContaining({ body: 'First question', sender_side: 'buyer' }),
      expect.objectContaining({ body: 'Second question', sender_side: 'buyer' }),
      expect.objectContaining({ body: 'Do you take commissions?', subject_key: 'none' }),
    ]);
  });
});
