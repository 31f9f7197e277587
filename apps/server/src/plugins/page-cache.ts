import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/client.js';
import type { Encoding } from './compression.js';

/**
 * The tables no public page reads: writes to them leave the rendered pages kept. Every other
 * table of the schema moves the pages' version on (migration 0038, `public_pages_version`); a
 * test checks that each table is in one list or the other, so a new table needs the decision.
 */
export const PRIVATE_TABLES = [
  'sessions',
  'one_time_codes',
  'login_failures',
  'known_addresses',
  'addresses',
  'invoice_data',
  'audit_log',
  'stock_alerts',
  'contact_messages',
  'conversation_threads',
  'conversation_messages',
  'shipments',
  'shipment_events',
  'sandbox_shipments',
  'sandbox_shipx_webhooks',
  'logistics_settings',
  'order_progress_posts',
  'order_events',
  'mail_outbox',
  'cart_items',
  'cart_coupons',
  'checkout_requests',
  'coupon_uses',
  'payment_operator_settings',
  'payments',
  'payment_orders',
  'payment_notifications',
  'ledger_entries',
  'payouts',
  'refunds',
  'commission_overrides',
  'sandbox_payments',
  'sandbox_deliveries',
  'reports',
  'follower_digests',
  'review_invitations',
  // Written by the triggers of product_search, whose own writes move the version.
  'search_words',
  'search_lexemes',
] as const;

/**
 * The version of what the public pages show: it moves on with every committed write to a table
 * they read, on whichever node (`public_pages_version`, moved by triggers at commit).
 */
export async function publicPagesVersion(db: Executor): Promise<string> {
  const result = await db.execute(
    sql`SELECT last_value::text || ':' || is_called::text AS version FROM public_pages_version`,
  );
  return rowsOf<{ version: string }>(result)[0]!.version;
}

/**
 * A page as it is sent: 404 for an object that does not exist; else its HTML (undefined: the app's
 * own page, for the browser to render) and whether the server rendered its content into it.
 */
export interface KeptPage {
  status: 200 | 404;
  html: string | undefined;
  rendered: boolean;
  /** A kept page's compressed copies, made for the first visitor who takes each encoding. */
  encoded?: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** A page as it came out of its render: `complete` when every API call it made was answered. */
export interface PageOutcome extends KeptPage {
  complete: boolean;
}

interface Entry {
  version: string;
  page: KeptPage;
  expires: number;
  bytes: number;
}

export interface PageCacheOptions {
  /** How long a page is kept at most, whatever the version says (time moves pages on too). */
  maxAgeMs: number;
  /** The most memory kept pages take (their text and compressed copies, counted as in `keep`). */
  maxBytes: number;
  now?: () => number;
}

/**
 * The public pages rendered for visitors, kept by address and language under the version of what
 * they show, for at most `maxAgeMs`: a page is rendered once, then sent as it is until something it
 * may show changes (a price, a stock, a review, a maker's shop) or it ages out. Visitors asking for
 * a page while it is being rendered wait for that render instead of starting their own. A render
 * that left a call unanswered (an error, the rate limit) is sent but not kept. The oldest pages go
 * first when `maxBytes` is reached; aged pages are dropped by a timer, so that an idle server does
 * not hold them.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly renders = new Map<string, Promise<KeptPage>>();
  private bytes = 0;
  private sweep: NodeJS.Timeout | undefined;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The page kept for `key` at `version`, else the render's (kept when complete). */
  async page(key: string, version: string, render: () => Promise<PageOutcome>): Promise<KeptPage> {
    const entry = this.entries.get(key);
    if (entry && entry.version === version && entry.expires > this.now()) return entry.page;
    const renderKey = `${version}\n${key}`;
    let running = this.renders.get(renderKey);
    if (!running) {
      running = render().then(
        (page) => {
          this.renders.delete(renderKey);
          return (page.complete && this.keep(key, version, page)) || page;
        },
        (error: unknown) => {
          this.renders.delete(renderKey);
          throw error;
        },
      );
      this.renders.set(renderKey, running);
    }
    return running;
  }

  /** How many pages are kept (tests, metrics). */
  get size() {
    return this.entries.size;
  }

  /** Drops every kept page and stops the timer (the server closing). */
  clear() {
    this.entries.clear();
    this.bytes = 0;
    if (this.sweep) clearTimeout(this.sweep);
    this.sweep = undefined;
  }

  /** Keeps the page (its text at two bytes a character, with room for its compressed copies). */
  private keep(key: string, version: string, page: PageOutcome): KeptPage | undefined {
    const bytes = (key.length + (page.html?.length ?? 0)) * 3;
    if (bytes > this.options.maxBytes) return undefined;
    this.drop(key);
    this.dropAged();
    // The oldest first: a Map iterates in the order its keys were set.
    for (const [oldest] of this.entries) {
      if (this.bytes + bytes <= this.options.maxBytes) break;
      this.drop(oldest);
    }
    const { status, html, rendered } = page;
    const kept: KeptPage = { status, html, rendered, encoded: {} };
    this.entries.set(key, {
      version,
      page: kept,
      expires: this.now() + this.options.maxAgeMs,
      bytes,
    });
    this.bytes += bytes;
    this.sweep ??= setTimeout(() => this.swept(), this.options.maxAgeMs).unref();
    return kept;
  }

  private swept() {
    this.sweep = undefined;
    this.dropAged();
    // The first page kept is the first to age (each is kept for the same time).
    const [first] = this.entries.values();
    if (first) {
      this.sweep = setTimeout(() => this.swept(), Math.max(1, first.expires - this.now())).unref();
    }
  }

  private dropAged() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.drop(key);
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
