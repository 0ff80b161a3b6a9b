import Stripe from 'stripe';
import type { PaymentCommand } from '../../domain/subscriptions/payments.ts';
import { periodEnd } from '../../domain/subscriptions/changes.ts';
import { BILLING_PERIODS, isTierId, type BillingPeriod, type TierId } from '../../domain/subscriptions/tiers.ts';
import { WebhookSignatureError, type PaymentPort } from './port.ts';

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Price ids per plan and billing period (STRIPE_PRICE_<TIER>_<PERIOD>). */
  prices: Partial<Record<`${TierId}:${BillingPeriod}`, string>>;
  /** Tests only: a local stand-in for api.stripe.com, set through the SDK's host/port/protocol. */
  apiUrl?: string;
};

type Meta = { userId?: string; tier?: string; billingPeriod?: string; requestId?: string };

const iso = (unixSeconds: number | null | undefined, fallback: string) => (unixSeconds ? new Date(unixSeconds * 1000).toISOString() : fallback);
const idOf = (v: string | { id: string } | null | undefined): string | null => (typeof v === 'string' ? v : (v?.id ?? null));

/** The plan named in the metadata this adapter put on the session and its subscription; null when not ours. */
function planOf(meta: Meta | null | undefined): { userId: string; tier: TierId; billingPeriod: BillingPeriod } | null {
  if (!meta?.userId || !isTierId(meta.tier) || !BILLING_PERIODS.includes(meta.billingPeriod as BillingPeriod)) return null;
  return { userId: meta.userId, tier: meta.tier, billingPeriod: meta.billingPeriod as BillingPeriod };
}

export function stripePayments(config: StripeConfig): PaymentPort {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(api && { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' }),
  });

  /** Reads one verified event into a command; every id is the webhook event's own, so a replay is recognised. */
  function commandOf(event: Stripe.Event, now: string): PaymentCommand | null {
    const eventId = event.id;
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const plan = planOf(session.metadata as Meta);
        if (!plan || session.mode !== 'subscription' || session.payment_status !== 'paid') return null;
        return {
          type: 'RecordPayment',
          data: {
            ...plan,
            eventId,
            kind: 'first',
            amount: session.amount_total ?? 0,
            currency: session.currency ?? 'usd',
            paidUntil: periodEnd(now, plan.billingPeriod),
            customerId: idOf(session.customer),
            subscriptionId: idOf(session.subscription),
            now,
          },
        };
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details;
        const plan = planOf(details?.metadata as Meta);
        if (!plan) return null;
        if (event.type === 'invoice.payment_failed') {
          return { type: 'RecordPaymentFailure', data: { userId: plan.userId, eventId, amount: invoice.amount_due, currency: invoice.currency, now } };
        }
        const line = invoice.lines?.data?.[0];
        return {
          type: 'RecordPayment',
          data: {
            ...plan,
            eventId,
            kind: invoice.billing_reason === 'subscription_create' ? 'first' : 'renewal',
            amount: invoice.amount_paid,
            currency: invoice.currency,
            paidUntil: iso(line?.period?.end, periodEnd(now, plan.billingPeriod)),
            customerId: idOf(invoice.customer),
            subscriptionId: idOf(details?.subscription),
            now,
          },
        };
      }
      case 'customer.subscription.deleted': {
        const plan = planOf(event.data.object.metadata as Meta);
        return plan ? { type: 'RecordCancellation', data: { userId: plan.userId, eventId, now } } : null;
      }
      default:
        return null;
    }
  }

  return {
    sells: (tier, period) => Boolean(config.prices[`${tier}:${period}`]),
    async checkout(request) {
      const price = config.prices[`${request.tier}:${request.billingPeriod}`];
      if (!price) throw new Error(`no Stripe price for ${request.tier} ${request.billingPeriod}`);
      const metadata = { userId: request.userId, tier: request.tier, billingPeriod: request.billingPeriod, requestId: request.requestId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price, quantity: 1 }],
          // Codes are entered on Stripe's page and checked by Stripe (the account defines them).
          allow_promotion_codes: true,
          client_reference_id: request.userId,
          ...(request.email && { customer_email: request.email }),
          metadata,
          subscription_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request for the same upgrade opens the same session.
        { idempotencyKey: `checkout-${request.requestId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url, sessionId: session.id };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },
    async portal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
    readWebhook(rawBody, signature, now) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
      return commandOf(event, now.toISOString());
    },
  };
}
