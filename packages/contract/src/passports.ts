import { z } from 'zod';
import { LOCALES } from './locales.js';
import { ProductImageSchema } from './catalog.js';
import { MULTI_LINE, SINGLE_LINE } from './text.js';

/** Piece passports (issue 24): limits of the passport fields. */
export const MAX_MAKING_OF_PHOTOS = 6;
export const MAX_HOURS_OF_WORK = 10_000;
export const MAX_EDITION_SIZE = 10_000;
export const PASSPORT_TEXT_MAX_LENGTH = { materials: 200, technique: 200, care: 1000 } as const;

/** The order statuses after which the buyer holds the piece: its passport opens. */
export const PIECE_DELIVERED_STATUSES = ['delivered', 'picked_up', 'completed'] as const;

export const PassportVersionInputSchema = z.object({
  locale: z.enum(LOCALES, 'invalid'),
  materials: z
    .string('invalid')
    .trim()
    .max(PASSPORT_TEXT_MAX_LENGTH.materials, 'materialsTooLong')
    .regex(SINGLE_LINE, 'controlCharacters')
    .default(''),
  technique: z
    .string('invalid')
    .trim()
    .max(PASSPORT_TEXT_MAX_LENGTH.technique, 'techniqueTooLong')
    .regex(SINGLE_LINE, 'controlCharacters')
    .default(''),
  care: z
    .string('invalid')
    .trim()
    .max(PASSPORT_TEXT_MAX_LENGTH.care, 'careTooLong')
    .regex(MULTI_LINE, 'controlCharacters')
    .default(''),
});
export type PassportVersionInput = z.infer<typeof PassportVersionInputSchema>;

/**
 * The maker's passport form: texts per language version of the product, hours of work, and the
 * edition (null: one of a kind, "1 of 1"; N: a numbered edition of N). Every field is optional.
 */
export const PassportInputSchema = z.object({
  versions: z
    .array(PassportVersionInputSchema, 'invalid')
    .max(LOCALES.length, 'invalid')
    .default([]),
  hoursOfWork: z
    .number('hoursOfWorkRange')
    .int('hoursOfWorkRange')
    .min(0, 'hoursOfWorkRange')
    .max(MAX_HOURS_OF_WORK, 'hoursOfWorkRange')
    .nullable()
    .default(null),
  editionSize: z
    .number('editionSizeRange')
    .int('editionSizeRange')
    .min(1, 'editionSizeRange')
    .max(MAX_EDITION_SIZE, 'editionSizeRange')
    .nullable()
    .default(null),
});
export type PassportInput = z.input<typeof PassportInputSchema>;

/** The maker's view of a product's passport, for the product form. */
export const SellerPassportSchema = z.object({
  productId: z.string(),
  versions: z.array(
    z.object({
      locale: z.enum(LOCALES),
      materials: z.string(),
      technique: z.string(),
      care: z.string(),
    }),
  ),
  hoursOfWork: z.number().int().nullable(),
  editionSize: z.number().int().nullable(),
  /** How many numbers of the edition sold pieces already carry. */
  editionsAssigned: z.number().int(),
  photos: z.array(ProductImageSchema),
});
export type SellerPassport = z.infer<typeof SellerPassportSchema>;

const PassportMakerSchema = z.object({ _id: z.string(), name: z.string() });

/** The public passport page of a product (`/products/:id/passport`), in the caller's language. */
export const ProductPassportSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  /** The public address of the product page. */
  productUrl: z.string(),
  maker: PassportMakerSchema,
  /** False while the maker has written no passport: the page claims no edition then. */
  hasPassport: z.boolean(),
  materials: z.string(),
  technique: z.string(),
  care: z.string(),
  hoursOfWork: z.number().int().nullable(),
  editionSize: z.number().int().nullable(),
  /** The product's cover photo. */
  cover: ProductImageSchema.nullable(),
  photos: z.array(ProductImageSchema),
});
export type ProductPassport = z.infer<typeof ProductPassportSchema>;

/**
 * One piece sold (`/pieces/:code`): its number, edition and sold date, and the passport as it
 * stood when it was sold. Public by its code once the order is delivered.
 */
export const PieceSchema = z.object({
  code: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  maker: PassportMakerSchema,
  /** The piece's number in a numbered edition ("7 of 20"); null for one of a kind. */
  editionNumber: z.number().int().nullable(),
  editionSize: z.number().int().nullable(),
  soldAt: z.string(),
  materials: z.string(),
  technique: z.string(),
  care: z.string(),
  hoursOfWork: z.number().int().nullable(),
  /** The product's cover photo when the piece was sold. */
  cover: ProductImageSchema.nullable(),
  photos: z.array(ProductImageSchema),
  /** The public address of the piece's page (what the card's QR code encodes). */
  url: z.string(),
});
export type Piece = z.infer<typeof PieceSchema>;

/** The pieces of an order, per order line (the buyer sees them once the order is delivered). */
export const OrderPiecesSchema = z.object({
  items: z.array(
    z.object({
      code: z.string(),
      orderItemId: z.string(),
      productName: z.string(),
      editionNumber: z.number().int().nullable(),
      editionSize: z.number().int().nullable(),
    }),
  ),
});
export type OrderPieces = z.infer<typeof OrderPiecesSchema>;

export const PieceCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });
