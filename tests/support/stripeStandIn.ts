import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe API calls the adapter makes (checkout and portal sessions, a
 * subscription update), reached through the SDK's host/port/protocol options. It is not Stripe: it
 * answers the shapes the SDK reads and records what was asked, so tests stay offline.
 */
export type StandInRequest = { method: string; path: string; form: URLSearchParams; headers: Record<string, string | string[] | undefined> };

export async function startStripeStandIn(): Promise<{ url: string; requests: StandInRequest[]; close: () => Promise<void> }> {
  const requests: StandInRequest[] = [];
  let sessions = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method ?? '', path, form: new URLSearchParams(body), headers: req.headers });
      const reply = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` }).end(JSON.stringify(json));
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++sessions}`;
        return reply(200, { id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.test/c/pay/${id}` });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return reply(200, { id: 'bps_test_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session/bps_test_1' });
      }
      const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (req.method === 'POST' && sub) return reply(200, { id: sub[1], object: 'subscription', cancel_at_period_end: true });
      reply(404, { error: { type: 'invalid_request_error', message: `stand-in has no ${req.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const sdk = new Stripe('sk_test_signing_only');

/** A webhook delivery as Stripe sends it: the event's JSON and its signature header, made by the SDK's own test helper. */
export function signedEvent(secret: string, event: { id: string; type: string; object: Record<string, unknown> }): { payload: string; signature: string } {
  const payload = JSON.stringify({ id: event.id, object: 'event', type: event.type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, data: { object: event.object } });
  return { payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret }) };
}
