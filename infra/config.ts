import { z } from 'zod';

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}://`)), `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`);

/** 'self', or one https site (a subdomain wildcard allowed); never a bare scheme or `*`. */
const FRAME_SOURCE = /^(?:'self'|https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?)$/i;

const schema = z
  .object({
    // Production unless asked otherwise: development loosens the websocket Origin check and OIDC issuers.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    EVENTSTORE_URL: url(['esdb', 'esdb+discover', 'kurrentdb']).optional(),
    MONGODB_URL: url(['mongodb', 'mongodb+srv']).optional(),
    ROLE: z.enum(['all', 'api', 'projector']).default('all'),
    APP_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: url(['smtp', 'smtps']).optional(),
    MAIL_FROM: z.string().min(3).default('Bawaba <no-reply@bawaba.local>'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    /** Bearer token that lets a non-loopback scraper read /metrics; unset, only loopback callers may. */
    METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
    /** Error reporting (Sentry); unset, nothing of it is loaded. */
    SENTRY_DSN: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
    LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
    LINKEDIN_ISSUER: z.url().default('https://www.linkedin.com/oauth'),
    /** First retry delay of a failed mail; each further retry doubles it (capped at 10 minutes). */
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5_000),
    /** Newsletter copies the outbox sends per second (its bulk lane), below providers' bulk limits. */
    NEWSLETTER_SEND_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
    /** Sites that may frame /hire/application/script-only (CSP frame-ancestors sources, space-separated). */
    HIRE_EMBED_ANCESTORS: z
      .string()
      .trim()
      .refine((v) => v.split(/\s+/).every((source) => FRAME_SOURCE.test(source)), "space-separated 'self' or https:// sites, e.g. https://example.com https://*.example.org (a bare scheme or * would let any site frame the form)")
      .default("'self'"),
    /** A user who cancels a consultation less than this many hours before it starts cancels late. */
    BOOKING_CANCEL_NOTICE_HOURS: z.coerce.number().min(0).max(720).default(24),
    /** How long POST /bookings waits for the booking process before answering 202 pending (0: never waits). */
    BOOKING_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(5_000),
    /** Seconds a booking may stay pending before the booking process compensates and rejects it. */
    BOOKING_SWEEP_AFTER_S: z.coerce.number().int().min(10).default(120),
    /** Test-only crash points of the booking process, e.g. booking:afterAllowance (comma-separated). Ignored unless NODE_ENV=test. */
    FAULTS: z.string().optional(),
    /** Jitsi host of the consultation rooms. */
    JITSI_DOMAIN: z.string().trim().regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name, e.g. meet.jit.si').default('meet.jit.si'),
    /** Stripe secret key; set, upgrades are paid through Stripe Checkout, unset an admin approves them. */
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)').optional(),
    /** Signing secret of the Stripe webhook endpoint (APP_URL/api/subscriptions/webhook). */
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)').optional(),
    /** Stripe price ids (price_…) per plan and billing period; a plan without one is approved by hand. */
    STRIPE_PRICE_STARTER_MONTHLY: z.string().regex(/^price_/, 'must be a Stripe price id (price_…)').optional(),
    STRIPE_PRICE_STARTER_YEARLY: z.string().regex(/^price_/, 'must be a Stripe price id (price_…)').optional(),
    STRIPE_PRICE_PROFESSIONAL_MONTHLY: z.string().regex(/^price_/, 'must be a Stripe price id (price_…)').optional(),
    STRIPE_PRICE_PROFESSIONAL_YEARLY: z.string().regex(/^price_/, 'must be a Stripe price id (price_…)').optional(),
    /** Test-only: base URL of a local stand-in for the Stripe API. Ignored unless NODE_ENV=test. */
    STRIPE_API_URL: z.url().optional(),
    /** Test-only: POST /api/test/clock {advanceMs} moves the commands' clock forward. Ignored unless NODE_ENV=test. */
    TEST_CLOCK: z.enum(['on', 'off']).default('off'),
  })
  .superRefine((env, ctx) => {
    // One process makes its own secret in DATA_DIR (mode 0600); split processes must share one.
    if (env.ROLE !== 'all' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: `is required with ROLE=${env.ROLE}: every process must sign with the same secret` });
    }
    if (env.ROLE !== 'all' && (!env.EVENTSTORE_URL || !env.MONGODB_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ROLE'],
        message: `=${env.ROLE} splits the API and the projector into separate processes, which then share EVENTSTORE_URL and MONGODB_URL; set both`,
      });
    }
    for (const p of ['GOOGLE', 'LINKEDIN'] as const) {
      if (Boolean(env[`${p}_CLIENT_ID`]) !== Boolean(env[`${p}_CLIENT_SECRET`])) {
        ctx.addIssue({ code: 'custom', path: [`${p}_CLIENT_SECRET`], message: `${p}_CLIENT_ID and ${p}_CLIENT_SECRET go together` });
      }
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together' });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
  });

export type Config = z.infer<typeof schema> & { APP_URL: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start; every bad value is named in one message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return { ...c, APP_URL: c.APP_URL ?? `http://${c.HOST}:${c.PORT}` };
}
