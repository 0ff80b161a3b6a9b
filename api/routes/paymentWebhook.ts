import express, { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { recordPaymentEvent } from '../../commands/subscriptions/changePlan.ts';
import { systemContext } from '../../commands/context.ts';
import { WebhookSignatureError, type PaymentPort } from '../../infra/payments/port.ts';

/**
 * POST /subscriptions/webhook: Stripe's events. The signature covers the exact bytes sent, so this
 * router reads the raw body and is mounted ahead of the API's JSON parser. A bad signature is 400 and
 * records nothing; each event is recorded once by its id, so Stripe's retries and replays change nothing.
 */
export function paymentWebhookRouter(ctx: AppContext, payments: PaymentPort | undefined): Router {
  const router = Router();
  router.post('/subscriptions/webhook', express.raw({ type: '*/*', limit: '512kb' }), async (req, res) => {
    if (!payments) throw new HttpError('NOT_FOUND', 'Payments are not configured');
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let command;
    try {
      command = payments.readWebhook(raw, req.get('stripe-signature'), ctx.now());
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw new HttpError('VALIDATION_ERROR', 'The webhook signature is not valid');
      throw err;
    }
    if (command) {
      const result = await recordPaymentEvent(ctx.events, command, { now: ctx.now, context: systemContext('stripe-webhook', command.data.eventId) });
      await waitForProjection(ctx, result.observed, ['subscriptions', 'users']);
    }
    res.json({ received: true });
  });
  return router;
}
