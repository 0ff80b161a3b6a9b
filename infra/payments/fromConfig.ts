import type { PaymentPort } from './port.ts';

/** The Stripe adapter when the configuration has a key, else none (upgrades are approved by hand). */
export async function paymentsFromConfig(config: {
  NODE_ENV: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PRICE_STARTER_MONTHLY?: string;
  STRIPE_PRICE_STARTER_YEARLY?: string;
  STRIPE_PRICE_PROFESSIONAL_MONTHLY?: string;
  STRIPE_PRICE_PROFESSIONAL_YEARLY?: string;
  STRIPE_API_URL?: string;
}): Promise<PaymentPort | undefined> {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return undefined;
  // Imported only when configured: the SDK is over 200 modules that every start would otherwise load.
  const { stripePayments } = await import('./stripe.ts');
  return stripePayments({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    prices: {
      'starter:monthly': config.STRIPE_PRICE_STARTER_MONTHLY,
      'starter:yearly': config.STRIPE_PRICE_STARTER_YEARLY,
      'professional:monthly': config.STRIPE_PRICE_PROFESSIONAL_MONTHLY,
      'professional:yearly': config.STRIPE_PRICE_PROFESSIONAL_YEARLY,
    },
    apiUrl: config.NODE_ENV === 'test' ? config.STRIPE_API_URL : undefined,
  });
}
