import { z } from 'zod/mini';

/** POST /api/market/partners/{partnerId}/introductions: 201 the first time, 200 with alreadyRequested after. */
export const introductionAnswerSchema = z.looseObject({ id: z.string(), partnerId: z.string(), requestedAt: z.string(), alreadyRequested: z.boolean() });

/** GET /api/market/introductions: the partners the caller already asked for. */
export const myIntroductionsSchema = z.looseObject({ partnerIds: z.array(z.string()) });

/** GET /api/admin/introductions: the leads, newest first; `user` is null once the account was erased. */
export const adminIntroductionsSchema = z.looseObject({
  introductions: z.array(
    z.looseObject({
      id: z.string(),
      partner: z.looseObject({ id: z.string(), name: z.string(), type: z.string() }),
      user: z.nullable(z.looseObject({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() })),
      companyName: z.nullable(z.string()),
      message: z.nullable(z.string()),
      requestedAt: z.string(),
    }),
  ),
});
export type AdminIntroduction = z.infer<typeof adminIntroductionsSchema>['introductions'][number];
