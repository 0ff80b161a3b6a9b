import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { RequestObserver } from './requestLog.ts';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { ProjectionState, ProjectionStatus } from '../../projections/progress.ts';

const PROJECTION_STATUSES: readonly ProjectionStatus[] = ['live', 'catching-up', 'rebuilding', 'degraded'];
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** What a scrape reads at that moment; each source is optional, as a process may lack it. */
export type MetricSources = {
  projections?: () => Promise<{ projections: ProjectionState[] }>;
  wsConnections?: () => number;
  outboxPending?: () => number;
};

/**
 * The process's Prometheus registry (issue 20). Labels are method, route pattern, status, projection
 * and status names only: never a raw path, id, email or token, so a scrape holds no personal data.
 * Requests cost one histogram observation; everything else is read when /metrics is scraped.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #sources: MetricSources = {};
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly appendSeconds = new Histogram({
    name: 'bawaba_event_append_seconds',
    help: 'Time to append events to the event store',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });
  readonly appendFailures = new Counter({ name: 'bawaba_event_append_failures_total', help: 'Appends that failed (conflicts included)', registers: [this.registry] });
  readonly #lag = new Gauge({ name: 'bawaba_projection_lag_events', help: 'Log positions each projection is behind the head', labelNames: ['projection'] as const, registers: [this.registry] });
  readonly #status = new Gauge({ name: 'bawaba_projection_status', help: '1 for the status each projection is in, 0 for the others', labelNames: ['projection', 'status'] as const, registers: [this.registry] });
  readonly #parked = new Gauge({ name: 'bawaba_projection_parked_events', help: 'Parked events waiting for an admin', labelNames: ['projection'] as const, registers: [this.registry] });
  readonly #ws = new Gauge({ name: 'bawaba_ws_connections', help: 'Open websocket connections to this process', registers: [this.registry] });
  readonly #outbox = new Gauge({ name: 'bawaba_outbox_pending', help: 'Mails this process has taken and not yet sent or given up (0 where another process holds the mail lease)', registers: [this.registry] });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Sources known only once the process is assembled (the feed's socket server, the outbox). */
  provide(sources: MetricSources): void {
    Object.assign(this.#sources, sources);
  }

  /** The text exposition, with the gauges read from their sources first. */
  async scrape(): Promise<string> {
    const states = await this.#sources.projections?.().catch(() => undefined);
    for (const p of states?.projections ?? []) {
      this.#lag.set({ projection: p.name }, p.lag);
      this.#parked.set({ projection: p.name }, p.parked);
      for (const status of PROJECTION_STATUSES) this.#status.set({ projection: p.name, status }, p.status === status ? 1 : 0);
    }
    this.#ws.set(this.#sources.wsConnections?.() ?? 0);
    this.#outbox.set(this.#sources.outboxPending?.() ?? 0);
    return this.registry.metrics();
  }
}

/**
 * The route pattern a request matched, never its path: `/api/bookings/:id`, not the booking's id.
 * Every API router is mounted at /api, and an error handled outside its router has lost req.baseUrl,
 * so the prefix comes from the URL. Unmatched requests share one label each, so labels stay bounded.
 */
export function routeLabel(req: Request): string {
  const api = req.originalUrl.startsWith('/api/') || req.originalUrl === '/api';
  const route = req.route as { path?: unknown } | undefined;
  if (route?.path !== undefined) {
    const path = String(route.path);
    return api && !path.startsWith('/api') ? `/api${path}` : path;
  }
  return api ? '/api (unmatched)' : '(static)';
}

/** One observation per finished request, made by the request log's listener (api/http/requestLog.ts). */
export function observeRequests(metrics: Metrics): RequestObserver {
  const histogram = metrics.httpDuration;
  return (req, res, seconds) => histogram.observe({ method: req.method, route: routeLabel(req), status: res.statusCode }, seconds);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may read /metrics: a loopback caller (req.ip, which follows X-Forwarded-For only from a loopback
 * proxy, so a proxied outside request is not loopback), or anyone with `Authorization: Bearer METRICS_TOKEN`.
 */
export function metricsAllowed(ip: string | undefined, authorization: string | undefined, token: string | undefined): boolean {
  if (ip !== undefined && LOOPBACK.has(ip)) return true;
  if (!token || !authorization) return false;
  const given = /^Bearer (\S+)$/i.exec(authorization)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export function metricsHandler(metrics: Metrics, token: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!metricsAllowed(req.ip, req.get('authorization'), token)) {
      res.status(403).type('text/plain').send('Forbidden: /metrics answers loopback callers, or a bearer METRICS_TOKEN\n');
      return;
    }
    metrics.scrape().then((text) => {
      res.set('Cache-Control', 'no-store').type(metrics.registry.contentType).send(text);
    }, next);
  };
}

/**
 * Times every append of this event store. The instance's own `append` shadows its class's, so the other
 * methods (and their private fields) are untouched and cost nothing extra.
 */
export function timeAppends(events: EventStore, metrics: Metrics): EventStore {
  const original = events.append.bind(events);
  events.append = async (stream, batch, options) => {
    const stop = metrics.appendSeconds.startTimer();
    try {
      return await original(stream, batch, options);
    } catch (error) {
      metrics.appendFailures.inc();
      throw error;
    } finally {
      stop();
    }
  };
  return events;
}
