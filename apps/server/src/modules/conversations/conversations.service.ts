import {
  DEFAULT_LOCALE,
  matchLocale,
  type ConversationMessage,
  type OpenThreadInput,
  type ThreadDetail,
  type ThreadListQuery,
  type ThreadPage,
  type ThreadSide,
  type ThreadSummary,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Executor } from '../../db/client.js';
import { isTimeKey } from '../../db/keyset.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
} from '../../lib/errors.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import { coverOf, pickVersion } from '../catalog/catalog.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import * as repo from './conversations.repo.js';

export interface ConversationsDeps {
  config: Pick<Config, 'publicUrl'>;
  kickMail: () => void;
}

type Ctx = ConversationsDeps & SignedInContext;

/** A sender writes at most this many messages a minute and an hour, over all threads. */
export const SENDER_LIMITS = [
  { max: 10, windowMs: 60_000 },
  { max: 100, windowMs: 60 * 60_000 },
] as const;
/** At most one new-message mail per thread and recipient in this time, while it stays unread. */
export const MAIL_QUIET_MS = 15 * 60_000;
/** A thread view shows its latest messages, this many at most. */
const THREAD_MESSAGES = 500;
const EXCERPT_LENGTH = 140;

const otherSide = (side: ThreadSide): ThreadSide => (side === 'buyer' ? 'maker' : 'buyer');

const excerptOf = (body: string) =>
  body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : body;

/** The caller's side of a thread, or null when they take no part in it. */
function sideOf(ctx: SignedInContext, thread: repo.ThreadRow): ThreadSide | null {
  if (thread.buyerId === ctx.auth.user._id) return 'buyer';
  if (ctx.auth.user.companyId && thread.companyId === ctx.auth.user.companyId) return 'maker';
  return null;
}

/** The thread and the caller's side of it; anyone else gets 404 (admins too). */
async function requireParticipant(
  ctx: SignedInContext,
  db: Executor,
  threadId: string,
  lock = false,
) {
  const thread = await repo.findThread(db, threadId, lock);
  const side = thread && sideOf(ctx, thread);
  if (!thread || !side) throw new NotFoundError();
  return { thread, side };
}

function subjectOf(
  view: repo.ThreadView,
  locale: RequestContext['locale'],
): ThreadSummary['subject'] {
  const { thread } = view;
  if (thread.subjectKey.startsWith('product:')) {
    const version = view.productVersions ? pickVersion(view.productVersions, locale) : undefined;
    return {
      kind: 'product',
      _id: thread.productId,
      name: version?.name ?? null,
      image: coverOf(view.productCover ?? null)?.thumb ?? null,
    };
  }
  if (thread.subjectKey.startsWith('order:')) {
    return {
      kind: 'order',
      _id: thread.orderId,
      name: view.orderNumber ?? null,
      image: view.orderImage ?? null,
    };
  }
  return { kind: 'none', _id: null, name: null, image: null };
}

function toSummary(ctx: SignedInContext, view: repo.ThreadView, side: ThreadSide): ThreadSummary {
  const { thread } = view;
  const readAt = side === 'buyer' ? thread.buyerReadAt : thread.makerReadAt;
  const last = thread.lastMessageAt;
  return {
    _id: thread.id,
    side,
    counterpart:
      side === 'buyer'
        ? { _id: thread.companyId, name: view.companyName }
        : { _id: thread.buyerId, name: view.buyerName },
    subject: subjectOf(view, ctx.locale),
    lastMessage:
      last && view.lastBody !== null
        ? {
            excerpt: excerptOf(view.lastBody),
            createdAt: last.toISOString(),
            mine: view.lastSide === side,
            removed: Boolean(view.lastRemoved),
          }
        : null,
    unread: last !== null && (readAt === null || last > readAt),
    blockedByMe: (side === 'buyer' ? thread.buyerBlockedAt : thread.makerBlockedAt) !== null,
    blockedByThem: (side === 'buyer' ? thread.makerBlockedAt : thread.buyerBlockedAt) !== null,
  };
}

function toMessage(row: repo.MessageRow, side: ThreadSide): ConversationMessage {
  return {
    _id: row.id,
    side: row.senderSide,
    mine: row.senderSide === side,
    body: row.hiddenAt ? '' : row.body,
    removed: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's threads, as a buyer and as their company's maker, newest message first. */
export async function listThreads(
  ctx: SignedInContext,
  query: ThreadListQuery,
): Promise<ThreadPage> {
  const after = decodeCursor(query.cursor, isTimeKey);
  const { _id: userId, companyId } = ctx.auth.user;
  const rows = await repo.listThreadViews(ctx.db, userId, companyId, query.limit, after);
  const page = paginate(rows, query.limit, (row) => ({ at: row.key, id: row.thread.id }));
  return {
    items: page.items.map((row) => toSummary(ctx, row, sideOf(ctx, row.thread)!)),
    nextCursor: page.nextCursor,
  };
}

/** A thread with its latest messages; only its buyer and its maker may read it (404 otherwise). */
export async function getThread(ctx: SignedInContext, threadId: string): Promise<ThreadDetail> {
  const view = await repo.findThreadView(ctx.db, threadId);
  const side = view && sideOf(ctx, view.thread);
  if (!view || !side) throw new NotFoundError();
  const messages = await repo.listMessages(ctx.db, threadId, THREAD_MESSAGES);
  return { ...toSummary(ctx, view, side), messages: messages.map((m) => toMessage(m, side)) };
}

/** How many of the caller's threads have a message they have not read. */
export async function countUnread(ctx: SignedInContext) {
  const { _id: userId, companyId } = ctx.auth.user;
  return { count: await repo.countUnreadThreads(ctx.db, userId, companyId) };
}

/** Marks everything in the thread as read by the caller's side. */
export async function markRead(ctx: SignedInContext, threadId: string) {
  const { side } = await requireParticipant(ctx, ctx.db, threadId);
  await repo.updateThread(ctx.db, threadId, {
    [side === 'buyer' ? 'buyerReadAt' : 'makerReadAt']: new Date(),
  });
}

/** Blocks (or unblocks) the other side of the thread: while blocked, neither side can write. */
export async function setBlocked(ctx: SignedInContext, threadId: string, blocked: boolean) {
  const { side } = await requireParticipant(ctx, ctx.db, threadId);
  await repo.updateThread(ctx.db, threadId, {
    [side === 'buyer' ? 'buyerBlockedAt' : 'makerBlockedAt']: blocked ? new Date() : null,
  });
}

/** Writes a message in a thread the caller takes part in, and mails the other side. */
export async function reply(ctx: Ctx, threadId: string, body: string) {
  requireMayWrite(ctx);
  const message = await ctx.db.transaction(async (tx) => {
    const { thread, side } = await requireParticipant(ctx, tx, threadId, true);
    return writeMessage(ctx, tx, thread, side, body);
  });
  ctx.kickMail();
  return message;
}

/**
 * Opens the caller's thread with a maker about a product, an order or nothing, or continues the
 * one that exists (one per buyer, maker and subject); with a body, writes it there too.
 */
export async function openThread(ctx: Ctx, input: OpenThreadInput): Promise<ThreadDetail> {
  const { thread } = await openAndWrite(ctx, input);
  return getThread(ctx, thread.id);
}

/** The product page's question and the maker page's message: a message in the right thread. */
export async function sendToMaker(
  ctx: Ctx,
  target: { companyId: string } | { productId: string },
  body: string,
) {
  let input: OpenThreadInput;
  if ('productId' in target) {
    const product = await repo.findProductOwner(ctx.db, target.productId);
    if (!product) throw new NotFoundError();
    input = { companyId: product.companyId, productId: product.id, body };
  } else {
    input = { companyId: target.companyId, body };
  }
  const { thread, message } = await openAndWrite(ctx, input);
  return { _id: message!.id, threadId: thread.id, createdAt: message!.createdAt.toISOString() };
}

async function openAndWrite(ctx: Ctx, input: OpenThreadInput) {
  const company = await repo.findCompany(ctx.db, input.companyId);
  if (!company) throw new NotFoundError();
  if (ctx.auth.user.companyId === company.id) throw new ForbiddenError('messageOwnCompany');
  let subjectKey = 'none';
  if (input.productId) {
    const product = await repo.findProductOwner(ctx.db, input.productId);
    if (!product) throw new NotFoundError();
    if (product.companyId !== company.id) throw new BadRequestError('messageSubjectMismatch');
    subjectKey = `product:${product.id}`;
  } else if (input.orderId) {
    const order = await repo.findOrderParties(ctx.db, input.orderId);
    // Another buyer's order is not found, as everywhere else.
    if (!order || order.buyerId !== ctx.auth.user._id) throw new NotFoundError();
    if (order.companyId !== company.id) throw new BadRequestError('messageSubjectMismatch');
    subjectKey = `order:${order.id}`;
  }
  const body = input.body;
  if (body !== undefined) requireMayWrite(ctx);
  const result = await ctx.db.transaction(async (tx) => {
    const created = await repo.findOrCreateThread(tx, {
      buyerId: ctx.auth.user._id,
      companyId: company.id,
      subjectKey,
      productId: input.productId ?? null,
      orderId: input.orderId ?? null,
    });
    if (body === undefined) return { thread: created, message: undefined };
    const thread = (await repo.findThread(tx, created.id, true))!;
    return { thread, message: await writeMessage(ctx, tx, thread, 'buyer', body) };
  });
  if (result.message) ctx.kickMail();
  return result;
}

/** A blocked account writes nothing. */
function requireMayWrite(ctx: SignedInContext) {
  if (ctx.auth.user.status === 'blocked') {
    throw new ForbiddenError('messageAccountBlocked', 'ACCOUNT_BLOCKED');
  }
}

/**
 * The message itself, in the caller's transaction with the thread row locked: the block and rate
 * checks, the message, the thread's last-message and read marks, and the other side's mail.
 */
async function writeMessage(
  ctx: Ctx,
  tx: Executor,
  thread: repo.ThreadRow,
  side: ThreadSide,
  body: string,
) {
  const mine = side === 'buyer' ? thread.buyerBlockedAt : thread.makerBlockedAt;
  const theirs = side === 'buyer' ? thread.makerBlockedAt : thread.buyerBlockedAt;
  if (theirs) throw new ForbiddenError('messageBlockedByOther');
  if (mine) throw new ForbiddenError('messageBlockedByMe');
  const now = new Date();
  for (const { max, windowMs } of SENDER_LIMITS) {
    const sent = await repo.countMessagesSince(
      tx,
      ctx.auth.user._id,
      new Date(now.getTime() - windowMs),
    );
    if (sent >= max) throw new TooManyRequestsError('messageRateLimited');
  }
  const message = await repo.insertMessage(tx, {
    threadId: thread.id,
    senderId: ctx.auth.user._id,
    senderSide: side,
    body,
    createdAt: now,
  });
  const recipientSide = otherSide(side);
  const mailedAt = recipientSide === 'buyer' ? thread.buyerMailedAt : thread.makerMailedAt;
  const readAt = recipientSide === 'buyer' ? thread.buyerReadAt : thread.makerReadAt;
  // One mail per thread while the recipient has not read it, renewed after 15 minutes.
  const mail =
    mailedAt === null ||
    now.getTime() - mailedAt.getTime() >= MAIL_QUIET_MS ||
    (readAt !== null && readAt >= mailedAt);
  const mailed = mail ? await mailRecipient(ctx, tx, thread, recipientSide, body) : false;
  await repo.updateThread(tx, thread.id, {
    lastMessageAt: now,
    [side === 'buyer' ? 'buyerReadAt' : 'makerReadAt']: now,
    ...(mailed ? { [recipientSide === 'buyer' ? 'buyerMailedAt' : 'makerMailedAt']: now } : {}),
  });
  return message;
}

async function mailRecipient(
  ctx: Ctx,
  tx: Executor,
  thread: repo.ThreadRow,
  recipientSide: ThreadSide,
  body: string,
) {
  const view = (await repo.findThreadView(tx, thread.id))!;
  const company = (await repo.findCompany(tx, thread.companyId))!;
  const recipient = await repo.findRecipient(
    tx,
    recipientSide === 'buyer' ? thread.buyerId : company.ownerId,
  );
  if (!recipient || recipient.deletedAt || recipient.status === 'blocked') return false;
  const locale = matchLocale(recipient.locale) ?? DEFAULT_LOCALE;
  const subject = subjectOf(view, locale);
  await enqueueMail(tx, {
    to: recipient.email,
    locale,
    template: {
      name: 'newMessage',
      firstName: recipient.firstName || recipient.username,
      from: recipientSide === 'buyer' ? view.companyName : view.buyerName,
      subject: subject.name,
      excerpt: excerptOf(body),
      link: `${ctx.config.publicUrl}/messages?thread=${thread.id}`,
    },
  });
  return true;
}

/** What moderation needs of a message: its author and thread, whether it is removed. */
export async function getMessageForModeration(db: Executor, messageId: string) {
  const row = await repo.findMessage(db, messageId);
  if (!row) return undefined;
  return {
    _id: row.message.id,
    threadId: row.message.threadId,
    senderId: row.message.senderId,
    removed: row.message.hiddenAt !== null,
  };
}

/**
 * Removes a message by moderation (issue 20), in the caller's transaction: both participants see
 * a "removed by moderation" line instead of its text; the text stays in the table (and in the
 * report's snapshot). Unknown message: 404; removed already: 409.
 */
export async function hideMessage(tx: Executor, messageId: string) {
  const row = await repo.hideMessage(tx, messageId);
  if (!row) {
    if (!(await repo.findMessage(tx, messageId))) throw new NotFoundError();
    throw new ConflictError('hiddenAlready');
  }
}
