import type { PaymentCommand } from '../../domain/subscriptions/payments.ts';
import type { BillingPeriod, TierId } from '../../domain/subscriptions/tiers.ts';

/**
 * The payment port. Its one adapter is Stripe (infra/payments/stripe.ts), used when
 * STRIPE_SECRET_KEY is set; without it an upgrade is a request an admin approves (bank transfer).
 */
export type CheckoutRequest = {
  userId: string;
  email: string | null;
  requestId: string;
  tier: TierId;
  billingPeriod: BillingPeriod;
  /** Where the payer returns to after paying, or after giving up. */
  successUrl: string;
  cancelUrl: string;
};

export type PaymentPort = {
  /** Whether this plan and period can be paid here (a price is configured); else the upgrade is approved by hand. */
  sells(tier: TierId, period: BillingPeriod): boolean;
  /** A hosted checkout page for the plan: a subscription per plan and period, promotion codes allowed. */
  checkout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /** Ends the provider's subscription when its paid period ends (a self-service downgrade). */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** A link to the provider's customer portal (invoices, card, cancellation). */
  portal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /**
   * Verifies a webhook's signature over the raw body and reads it into a command, or null for an
   * event that changes no plan. Throws `WebhookSignatureError` on a bad signature.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined, now: Date): PaymentCommand | null;
};

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
