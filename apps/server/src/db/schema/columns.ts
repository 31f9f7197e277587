/**
 * Column groups the tables share: the random UUID key, the row's times, references to other rows
 * and a stored image's columns. Each builder makes new columns (a column belongs to one table).
 */
import {
  integer,
  jsonb,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';
import type { ImageVariants } from './catalog.js';

/** `id`: a random UUID, the primary key. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A point in time with its time zone; null unless made `.notNull()`. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A point in time that is always there: now, unless written. */
export const atNow = (name: string) => at(name).notNull().defaultNow();

/** `created_at`: when the row was written. */
export const createdAt = () => atNow('created_at');

/** `created_at` and `updated_at`, both now when the row is written. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: atNow('updated_at') });

/** A reference to another table's row (UUID), which the row cannot be without. */
export const ref = (name: string, column: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  uuid(name).notNull().references(column, { onDelete });

/** A reference to another table's row (UUID) that may be null. */
export const optionalRef = (
  name: string,
  column: () => AnyPgColumn,
  onDelete: UpdateDeleteAction,
) => uuid(name).references(column, { onDelete });

/** A postal address: street, city, postal code and country (ISO code), all required. */
export const addressColumns = () => ({
  street: text('street').notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
});

/** A stored image of its owner's (product, shop): several WebP widths and the original. */
export const imageColumns = () => ({
  position: integer('position').notNull(),
  variants: jsonb('variants').$type<ImageVariants>().notNull(),
  original: text('original').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});
