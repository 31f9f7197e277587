import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { at, createdAt, id, optionalRef } from './columns.js';

/** A message sent through the contact form (SPEC "Contact message: product name and message"). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    productName: text('product_name'),
    /** The product the form was opened from; kept as an id (the product may be deleted later). */
    productId: uuid('product_id'),
    message: text('message').notNull(),
    userId: optionalRef('user_id', () => users.id, 'set null'),
    locale: text('locale').notNull(),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
);
