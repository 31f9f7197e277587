import { z } from 'zod';
import { MULTI_LINE, SINGLE_LINE } from './text.js';

export const PERMISSIONS = ['user', 'seller', 'admin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const USER_STATUSES = ['pending', 'active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The signed-in user as the web app keeps it. */
export const SessionUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  companyId: z.string().nullable(),
  permissions: z.enum(PERMISSIONS),
  status: z.enum(USER_STATUSES),
  registeredAt: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const StatusResponseSchema = z.object({
  isLoggedIn: z.literal(true),
  user: SessionUserSchema,
});
export type StatusResponse = z.infer<typeof StatusResponseSchema>;

export const LoginInputSchema = z.object({
  /** The username or the e-mail address. */
  username: z.string().trim().min(1).max(254).regex(SINGLE_LINE, 'controlCharacters'),
  password: z.string().min(1).max(1024),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const LoginResponseSchema = z.object({
  tokenUser: z.string(),
  user: z.object({
    _id: z.string(),
    companyId: z.string().nullable(),
    firstName: z.string(),
    permissions: z.enum(PERMISSIONS),
  }),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

/** Passwords: at least 10 characters (issue 3), long passphrases welcome, no truncation. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]{3,32}$/u;

/**
 * Validation messages travel as keys: the server translates them into the caller's language
 * (`apps/server/src/i18n/messages.ts`) and the web app into the chosen one (`validation.<key>`).
 */
export const VALIDATION_KEYS = [
  'required',
  'invalid',
  'passwordsMismatch',
  'acceptPrivacy',
  'passwordTooShort',
  'passwordTooLong',
  'passwordCommon',
  'usernameFormat',
  'emailFormat',
  'postalCodeFormat',
  'taxIdFormat',
  'fillAllRequired',
  'ibanFormat',
  'bicFormat',
  'webPageFormat',
  'externalIdTaken',
  'versionNameMissing',
  'versionDuplicate',
  'versionsRequired',
  'eanFormat',
  'indexTaken',
  'subcategoryMismatch',
  'priceRange',
  'compareLimit',
  'hoursFormat',
  'hoursInverted',
  'hoursOverlap',
  'locationRequired',
  'quantityTooLarge',
  'cartTooLarge',
  'controlCharacters',
  'amountFormat',
  'digitsFormat',
  'textTooLong',
  'rateAndSend',
  'reviewCommentTooLong',
  'phoneFormat',
  'makingDaysRange',
  'weeklyCapacityRange',
  'progressTextTooLong',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters');

export const PasswordSchema = z
  .string({ error: 'required' })
  .min(1, 'required')
  .min(PASSWORD_MIN_LENGTH, 'passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'passwordTooLong');

export const UsernameSchema = requiredText(32).regex(USERNAME_PATTERN, 'usernameFormat');
export const EmailSchema = requiredText(254).pipe(z.email('emailFormat'));

export const RegisterInputSchema = z
  .object({
    username: UsernameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    repeatPassword: z.string({ error: 'required' }).min(1, 'required'),
    firstName: requiredText(80),
    lastName: requiredText(80),
    acceptedPrivacyPolicy: z.boolean({ error: 'acceptPrivacy' }).refine((v) => v, 'acceptPrivacy'),
    /** `seller` opens a company account (`/registercompany`); company data follows at login. */
    accountType: z.enum(['buyer', 'seller'], 'invalid').default('buyer'),
  })
  .refine((input) => input.password === input.repeatPassword, {
    path: ['repeatPassword'],
    message: 'passwordsMismatch',
  });
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** The spec's answer, without the confirmation code (PRODUCT.md deviation 1). */
export const RegisterResponseSchema = z.object({ username: z.object({ username: z.string() }) });

export const VerifyInputSchema = z.object({
  username: requiredText(254),
  confirmationCode: requiredText(64),
  password: z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX_LENGTH),
});
export type VerifyInput = z.infer<typeof VerifyInputSchema>;
export const VerifyResponseSchema = z.object({ user: SessionUserSchema });

/** Sends a new registration code; answers the same whether or not the account exists. */
export const ResendCodeInputSchema = z.object({ username: requiredText(254) });

export const RecoverPasswordInputSchema = z.object({ email: EmailSchema });

export const VerifyResetCodeInputSchema = z.object({ confirmationCode: requiredText(200) });
export const VerifyResetCodeResponseSchema = z.object({
  message: z.string(),
  /** The account's current login name, so the person can decide which one to change. */
  username: z.string(),
});

export const ResetPasswordInputSchema = z.object({
  token: requiredText(200),
  newPassword: PasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const ResetAvatarInputSchema = z.object({
  token: requiredText(200),
  AvatarLogin: UsernameSchema,
});
export type ResetAvatarInput = z.infer<typeof ResetAvatarInputSchema>;

/** The caller's own profile fields of `PATCH /api/users/update`. */
export const UpdateProfileInputSchema = z.strictObject({
  username: UsernameSchema.optional(),
  firstName: requiredText(80).optional(),
  lastName: requiredText(80).optional(),
  phone: z
    .string()
    .trim()
    .max(32, 'invalid')
    .regex(/^(\+?[0-9 ()-]{6,32})?$/, 'invalid')
    .nullable()
    .optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

/**
 * `PATCH /api/users/update`: the caller's own profile fields, or — for an admin only, and for
 * another user — `{ userId, status }` and/or `permissions`. The server refuses the rest with 403.
 */
export const UpdateUserInputSchema = UpdateProfileInputSchema.extend({
  userId: z.uuid('invalid').optional(),
  status: z.enum(USER_STATUSES, 'invalid').optional(),
  permissions: z.enum(PERMISSIONS, 'invalid').optional(),
  /** Why an administrator changes the status (mailed to the user); only with `status`. */
  reason: z
    .string('invalid')
    .trim()
    .max(1000, 'textTooLong')
    .regex(MULTI_LINE, 'controlCharacters')
    .nullish(),
});
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>;
export const UpdateUserResponseSchema = z.object({ user: SessionUserSchema });

export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX_LENGTH),
  newPassword: PasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/**
 * `DELETE /api/users/delete`: the session token alone is not enough. The current password, or the
 * six-digit code mailed by `POST /api/users/delete/code` (for accounts without a password).
 */
export const DeleteAccountInputSchema = z.object({
  password: z.string().min(1, 'required').max(PASSWORD_MAX_LENGTH).optional(),
  confirmationCode: z.string().trim().min(1, 'required').max(64, 'invalid').optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

/** The token of a mailed one-time sign-in link (sent when logins from new places are slowed). */
export const LoginLinkInputSchema = z.object({ token: requiredText(200) });
export type LoginLinkInput = z.infer<typeof LoginLinkInputSchema>;

export const CountrySchema = z.object({ code: z.string().length(2), name: z.string() });
export type Country = z.infer<typeof CountrySchema>;
export const CountryListSchema = z.object({ items: z.array(CountrySchema) });

const CountryCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .length(2, 'required')
  .transform((code) => code.toUpperCase());

/**
 * A phone number as people write it: an optional `+`, then 6 to 20 digits with spaces, dashes,
 * dots or brackets between them ("+48 600 123 456", "(22) 555-01-02").
 */
export const PHONE_PATTERN = /^$|^\+?(?:[ ().-]*\d){6,20}[ ().-]*$/;

export const AddressInputSchema = z.object({
  street: requiredText(120),
  city: requiredText(80),
  postalCode: requiredText(12),
  region: z.string().trim().max(80, 'invalid').regex(SINGLE_LINE, 'controlCharacters').default(''),
  country: CountryCodeSchema,
  /** Who receives the parcel (issue 22); empty: the account's name. */
  recipientName: z
    .string()
    .trim()
    .max(120, 'invalid')
    .regex(SINGLE_LINE, 'controlCharacters')
    .default(''),
  /** The recipient's phone for the carrier's messages; empty: the account's phone. */
  phone: z.string().trim().max(40, 'phoneFormat').regex(PHONE_PATTERN, 'phoneFormat').default(''),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;
// Answers are plain shapes: the serializer encodes them, and input transforms cannot be encoded.
export const AddressSchema = z.object({
  _id: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  region: z.string(),
  country: z.string(),
  recipientName: z.string(),
  phone: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;
export const AddressListSchema = z.object({ items: z.array(AddressSchema) });

export const InvoiceDataInputSchema = z.object({
  companyName: requiredText(160),
  taxId: requiredText(20),
  street: requiredText(120),
  city: requiredText(80),
  postalCode: requiredText(12),
  country: CountryCodeSchema,
});
export type InvoiceDataInput = z.infer<typeof InvoiceDataInputSchema>;
export const InvoiceDataSchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  taxId: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
});
export type InvoiceData = z.infer<typeof InvoiceDataSchema>;
export const InvoiceDataListSchema = z.object({ items: z.array(InvoiceDataSchema) });
