import { z } from 'zod/mini';

const tier = z.enum(['free', 'starter', 'professional', 'enterprise']);

/** The user as the server answers it (GET /users/me and every sign-in); extra fields are kept. */
export const userSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  firstName: z.optional(z.nullable(z.string())),
  lastName: z.optional(z.nullable(z.string())),
  displayName: z.optional(z.nullable(z.string())),
  role: z.optional(z.enum(['user', 'expert', 'admin'])),
  emailVerified: z.optional(z.boolean()),
  businessInfoCompleted: z.optional(z.boolean()),
  subscriptionTier: z.optional(tier),
  signInMethods: z.optional(z.array(z.string())),
  googleId: z.optional(z.nullable(z.string())),
  linkedinId: z.optional(z.nullable(z.string())),
  google_picture: z.optional(z.nullable(z.string())),
  linkedin_picture: z.optional(z.nullable(z.string())),
});
export type ServerUser = z.infer<typeof userSchema>;

export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** {user, tokens}: login, register, admin login and the OAuth exchange all answer this. */
export const signedInSchema = z.looseObject({ user: userSchema, tokens: tokensSchema });
export type SignedInAnswer = z.infer<typeof signedInSchema>;
