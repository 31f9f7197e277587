import {
  DEFAULT_LOCALE,
  matchLocale,
  type AdminContactMessage,
  type AdminContactPage,
  type ContactDetails,
  type ContactInput,
  type ContactSent,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import { isTimeKey } from '../../db/keyset.js';
import { NotFoundError } from '../../lib/errors.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import { enqueueMails, type MailRequest } from '../mail/mail.service.js';
import { getSavedContact } from '../site/site.service.js';
import * as repo from './contact.repo.js';

export interface ContactDeps {
  config: Config;
  kickMail: () => void;
}

export type ContactContext = ContactDeps & RequestContext;
export type ContactAdmin = ContactDeps & SignedInContext;

/**
 * The platform's contact details: what the administrator saved in the site configuration, each
 * detail falling back to the configuration's (`CONTACT_EMAIL`, `CONTACT_PHONE`,
 * `CONTACT_ADDRESS`).
 */
export async function getContactDetails({
  config,
  db,
}: Pick<ContactContext, 'config' | 'db'>): Promise<ContactDetails> {
  const saved = await getSavedContact(db);
  return {
    email: saved.email ?? config.contact.email ?? null,
    phone: saved.phone ?? config.contact.phone ?? null,
    address: saved.address ?? config.contact.address ?? null,
  };
}

/**
 * Stores a contact-form message in the admin's inbox, tells the platform's contact address (or
 * every active administrator when none is configured) and sends the sender a receipt, all in
 * one transaction with the message.
 */
export async function sendContactMessage(
  ctx: ContactContext,
  input: ContactInput,
): Promise<ContactSent> {
  const row = await ctx.db.transaction(async (tx) => {
    const message = await repo.insertContactMessage(tx, {
      name: input.name,
      email: input.email,
      productName: input.productName ?? null,
      productId: input.productId ?? null,
      message: input.message,
      userId: ctx.auth?.user._id ?? null,
      locale: ctx.locale,
    });
    const { email: contactEmail } = await getContactDetails({ config: ctx.config, db: tx });
    const inbox: { email: string; locale: string | null }[] = contactEmail
      ? [{ email: contactEmail, locale: null }]
      : await repo.activeAdmins(tx);
    const mails: MailRequest[] = inbox.map((to) => ({
      to: to.email,
      locale: matchLocale(to.locale) ?? DEFAULT_LOCALE,
      template: {
        name: 'contactReceived',
        senderName: input.name,
        senderEmail: input.email,
        productName: input.productName ?? null,
        message: input.message,
        link: `${ctx.config.publicUrl}/admin/reports?tab=inbox`,
      },
    }));
    mails.push({
      to: input.email,
      locale: ctx.locale,
      template: { name: 'contactReceipt', senderName: input.name },
    });
    await enqueueMails(tx, mails);
    return message;
  });
  ctx.kickMail();
  return { _id: row.id, createdAt: row.createdAt.toISOString() };
}

type ListedRow = NonNullable<Awaited<ReturnType<typeof repo.findContactMessage>>>;

function toAdminMessage({ message, username }: ListedRow): AdminContactMessage {
  return {
    _id: message.id,
    name: message.name,
    email: message.email,
    productName: message.productName,
    productId: message.productId,
    message: message.message,
    user: message.userId && username ? { _id: message.userId, username } : null,
    read: message.readAt !== null,
    createdAt: message.createdAt.toISOString(),
  };
}

/** The admin's inbox, newest first (or only the unread), with the unread count. */
export async function listContactMessages(
  ctx: ContactAdmin,
  query: { limit: number; cursor?: string | undefined; unread: boolean },
): Promise<AdminContactPage> {
  const rows = await repo.listContactMessages(ctx.db, {
    unreadOnly: query.unread,
    after: decodeCursor(query.cursor, isTimeKey),
    limit: query.limit,
  });
  const unreadCount = await repo.countUnread(ctx.db);
  const page = paginate(rows, query.limit, (row) => ({ at: row.key, id: row.message.id }));
  return { items: page.items.map(toAdminMessage), nextCursor: page.nextCursor, unreadCount };
}

/** Marks an inbox message read or unread again. */
export async function markContactMessage(
  ctx: ContactAdmin,
  id: string,
  read: boolean,
): Promise<AdminContactMessage> {
  if (!(await repo.setRead(ctx.db, id, read))) throw new NotFoundError();
  return toAdminMessage((await repo.findContactMessage(ctx.db, id))!);
}
