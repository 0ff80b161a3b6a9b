import { z } from 'zod/mini';
import { billingPeriodSchema, tierSchema } from './subscription.ts';

export const ROLES = ['user', 'expert', 'admin', 'analyst', 'editor'] as const;
export type Role = (typeof ROLES)[number];
export const SIGN_IN_METHODS = ['password', 'google', 'linkedin'] as const;

const text = z.optional(z.nullable(z.string()));

/**
 * The user as the API answers it: GET /api/users/me, /api/users/profile, every sign-in and the
 * `user.updated` websocket frame (projections/queries/users.ts userView builds it). The spec reads
 * some fields in both camelCase and snake_case, so both are listed. Only id and email are required,
 * so a client keeps working against a server that adds or drops a field; unknown fields are kept.
 */
export const userShape = {
  id: z.string(),
  email: z.string(),
  firstName: text,
  lastName: text,
  displayName: text,
  role: z.optional(z.enum(ROLES)),
  emailVerified: z.optional(z.boolean()),
  businessInfoCompleted: z.optional(z.boolean()),
  business_info_completed: z.optional(z.boolean()),
  subscriptionTier: z.optional(tierSchema),
  subscription_tier: z.optional(tierSchema),
  subscription_billing_period: z.optional(z.nullable(billingPeriodSchema)),
  subscription_start_date: text,
  subscription_promo_code: text,
  googleId: text,
  google_picture: text,
  linkedinId: text,
  linkedin_picture: text,
  signInMethods: z.optional(z.array(z.string())),
  createdAt: z.optional(z.string()),
};

export const userSchema = z.looseObject(userShape);
export type User = z.infer<typeof userSchema>;

/** GET /api/users/me. */
export const meAnswerSchema = z.looseObject({ success: z.boolean(), user: userSchema });
export type MeAnswer = z.infer<typeof meAnswerSchema>;

export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof tokensSchema>;

/** {user, tokens}: login, register, admin login and the OAuth exchange all answer this. */
export const signedInSchema = z.looseObject({ user: userSchema, tokens: tokensSchema });
export type SignedInAnswer = z.infer<typeof signedInSchema>;
