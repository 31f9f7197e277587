import { z } from 'zod';

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
  username: z.string().trim().min(1).max(254),
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
