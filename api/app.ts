import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { API_ANSWER_HEADERS, securityHeadersFor } from './http/securityHeaders.ts';
import { compressWhereAsked } from './http/compression.ts';
import { bySegment } from './http/bySegment.ts';
import type { AppContext } from './context.ts';
import { HttpError, createErrorHandler, notFoundApi } from './http/errors.ts';
import { authorize } from './http/guards.ts';
import { refusalLog } from './http/refusals.ts';
import { rateLimiterFactory } from './http/rateLimit.ts';
import { useRequestLog } from './http/requestLog.ts';
import { metricsHandler, observeRequests } from './http/metrics.ts';
import { authRouter } from './routes/auth.ts';
import { usersRouter } from './routes/users.ts';
import { adminRouter } from './routes/admin.ts';
import { recoveryRouter } from './routes/recovery.ts';
import { settingsRouter } from './routes/settings.ts';
import { oidcRouter } from './routes/oidc.ts';
import { subscriptionsRouter } from './routes/subscriptions.ts';
import { paymentWebhookRouter } from './routes/paymentWebhook.ts';
import type { PaymentPort } from '../infra/payments/port.ts';
import { businessProfileRouter } from './routes/businessProfile.ts';
import { dashboardRouter } from './routes/dashboard.ts';
import { engagementRouter } from './routes/engagement.ts';
import { newsletterRouter } from './routes/newsletter.ts';
import { newsletterFormsRouter } from './routes/newsletterForms.ts';
import { hiringRouter } from './routes/hiring.ts';
import { hiringFormsRouter } from './routes/hiringForms.ts';
import { conversationsRouter } from './routes/conversations.ts';
import { healthRouter } from './routes/health.ts';
import { openApiRouter } from './routes/openapi.ts';
import { marketRouter } from './routes/market.ts';
import { retrievalAnswerer } from '../commands/market/answerer.ts';
import { KNOWLEDGE_PROJECTION, openSearchIndex, type SearchIndex } from '../projections/queries/market.ts';
import { bookingsRouter } from './routes/bookings.ts';
import { expertsRouter } from './routes/experts.ts';
import { partnersRouter } from './routes/partners.ts';
import { introductionsRouter } from './routes/introductions.ts';
import { webRouter } from './static.ts';
import { articlesRouter } from './routes/articles.ts';
import { articleImagesRouter } from './routes/articleImages.ts';
import { articlePagesRouter } from './pages/articles.ts';
import { siteTextsRouter } from './routes/siteTexts.ts';
import { siteTexts } from '../projections/queries/siteTexts.ts';
import { routes as clientRoutes } from '../contracts/paths.ts';

const BODY_LIMIT = '1mb';

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // Server-rendered pages (issue 12) carry React's style attributes (placeholder heights, stagger delays) in
  // their HTML; style elements and sheets stay same-origin only.
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** The one knowledge index in memory; the server opens it itself to save it when it stops. */
export const openKnowledgeIndex = (ctx: AppContext): Promise<SearchIndex> => openSearchIndex(ctx.readStore, ctx.projectedBy(KNOWLEDGE_PROJECTION), ctx.projections);

/**
 * The API's first step for every request, in one layer since each layer is paid on every answer: the
 * answer is never cached, and a request with a body must send JSON (anything else is refused before
 * parsing). A request with no body at all (most API calls are GETs) passes straight on, as the parser
 * would have let it.
 */
function apiRequests(): RequestHandler {
  const parse = express.json({ limit: BODY_LIMIT, strict: true });
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const length = req.headers['content-length'];
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (length === undefined && !chunked) return next();
    if ((Number(length ?? 0) > 0 || chunked) && !req.is('application/json')) {
      return next(new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json'));
    }
    parse(req, res, next);
  };
}

export function createApp(ctx: AppContext, options: { web?: boolean; knowledgeIndex?: Promise<SearchIndex>; payments?: PaymentPort } = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // API answers are no-store, so hashing each body for an ETag is pure cost; static files keep theirs.
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  useRequestLog(app, ctx.log, { skip: (path) => path === '/api/health', observe: observeRequests(ctx.metrics) });
  app.get('/metrics', metricsHandler(ctx.metrics, ctx.config.METRICS_TOKEN));
  app.use(securityHeadersFor({ document: { contentSecurityPolicy: { useDefaults: false, directives: CSP }, crossOriginEmbedderPolicy: false }, api: API_ANSWER_HEADERS, isDocument: (path) => !path.startsWith('/api/') || path.startsWith('/api/docs') }));
  app.use(compressWhereAsked());

  const limit = rateLimiterFactory(ctx.readStore, ctx.config.RATE_LIMITS === 'on', ctx.now);
  const { payments } = options;
  // Ahead of the JSON-only API: cover image uploads (raw files), Stripe's webhook when configured
  // (infra/payments/fromConfig.ts; it reads the raw body), and form posts that are not JSON (RFC 8058
  // one-click unsubscribe, the CV upload).
  app.use('/api', bySegment([articleImagesRouter(ctx, limit), paymentWebhookRouter(ctx, payments), newsletterFormsRouter(ctx, limit), hiringFormsRouter(ctx, limit)]));
  const api = express.Router();
  api.use(apiRequests());
  // One knowledge index in memory serves the market search and the assistant's answers.
  const knowledgeIndex = options.knowledgeIndex ?? openKnowledgeIndex(ctx);
  // Each route declares its own guard (api/http/guards.ts), and no path is claimed by two routers, so
  // the order decides no answer; a request goes only through the routers with its first path segment.
  api.use(
    bySegment([
      usersRouter(ctx),
      subscriptionsRouter(ctx, payments),
      businessProfileRouter(ctx, payments),
      dashboardRouter(ctx),
      healthRouter(ctx),
      openApiRouter(),
      siteTextsRouter(ctx),
      authRouter(ctx, limit),
      recoveryRouter(ctx, limit),
      settingsRouter(ctx, limit),
      oidcRouter(ctx, limit),
      adminRouter(ctx),
      engagementRouter(ctx, limit),
      newsletterRouter(ctx, limit),
      hiringRouter(ctx),
      conversationsRouter(ctx, limit, retrievalAnswerer(knowledgeIndex)),
      ...(ctx.clock.testRouter ? [ctx.clock.testRouter] : []),
      marketRouter(ctx, limit, knowledgeIndex),
      partnersRouter(ctx, limit),
      introductionsRouter(ctx, limit),
      articlesRouter(ctx, limit),
      expertsRouter(ctx),
      bookingsRouter(ctx, limit),
    ]),
  );
  // An unknown /admin path answers as a known one would (401, 403) to anyone but an admin: the 404 tells
  // outsiders nothing about what the back office has. No route comes after it, so it guards none.
  api.use('/admin', authorize(ctx.jwtSecret, 'admin'));
  api.use(notFoundApi);
  app.use('/api', api);

  // Page routes from here on: an /api request never reaches them, so it does not pay for their matching.
  // Only the video room's document may load Jitsi's external API and frame it (issue 9): the policy
  // replaces the strict one for that path alone, so no other page can reach the Jitsi domain.
  const jitsi = `https://${ctx.config.JITSI_DOMAIN}`;
  app.get(clientRoutes.meeting, helmet.contentSecurityPolicy({ useDefaults: false, directives: { ...CSP, scriptSrc: ["'self'", jitsi], frameSrc: [jitsi] } }));
  // The embeddable application form alone may be framed, by the sites HIRE_EMBED_ANCESTORS names (docs/hiring-embed.md).
  const embedders = ctx.config.HIRE_EMBED_ANCESTORS.split(/\s+/);
  app.get(clientRoutes.hireApplicationScriptOnly, helmet.contentSecurityPolicy({ useDefaults: false, directives: { ...CSP, frameAncestors: embedders } }), (_req, res, next) => {
    res.removeHeader('X-Frame-Options');
    next();
  });

  // Article pages, sitemap, robots.txt and feed are rendered on the server (issue 12).
  app.use(articlePagesRouter(ctx));
  if (options.web !== false) app.use(webRouter(undefined, { texts: siteTexts(ctx.readStore).forLanguage, log: ctx.log }));
  app.use(createErrorHandler(refusalLog(ctx.jwtSecret)));
  return app;
}
