import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { failureMessage, fieldErrors } from '@/lib/form-errors.ts';
import { useSubscription } from '../api/subscription.ts';
import { useUpdateSubscription } from '../api/update-subscription.ts';
import { PlanFields, type PlanFieldValues } from '../components/PlanFields.tsx';

/** A test page: asks for a plan change on the server (PUT /users/subscription) and shows GET /subscriptions/me. */
export function BillingTestPage() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const update = useUpdateSubscription();
  const [{ plan, period, promo }, setFields] = useState<PlanFieldValues>({ plan: 'starter', period: 'monthly', promo: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ plan, ...(plan === 'free' ? {} : { billingPeriod: period }), promoCode: promo.trim() || null });
  };

  return (
    <>
      <Seo title={t('accountPages.billingTest.title')} description={t('accountPages.billingTest.description')} noindex />
      <PageHeading intro={t('billing.intro')}>{t('billing.title')}</PageHeading>
      <div className="grid gap-10 lg:grid-cols-2">
        <form noValidate onSubmit={submit} className="min-w-0 space-y-5" aria-labelledby="billing-form">
          <h2 id="billing-form" className="text-lg font-semibold text-slate-900">{t('billing.changePlan')}</h2>
          {update.isError && <FormAlert tone="error">{failureMessage(update.error, t, 'errorCatalogue.failedUpdateSubscription')}</FormAlert>}
          {/* A higher plan is a request until paid or approved (issue 23): the page says so, not "you are now on". */}
          {update.isSuccess && update.data.subscription.pendingUpgrade && (
            <FormAlert tone="success">{t('billing.page.events.UpgradeRequested', { tier: t(`pricing.tiers.${update.data.subscription.pendingUpgrade.tier}.name`) })}</FormAlert>
          )}
          {update.isSuccess && !update.data.subscription.pendingUpgrade && (
            <FormAlert tone="success">
              {t('billing.changed', {
                tier: t(`pricing.tiers.${update.data.subscription.tier}.name`),
                amount: update.data.price.amount ?? '—',
                currency: update.data.price.currency,
              })}
            </FormAlert>
          )}
          <PlanFields value={{ plan, period, promo }} onChange={(next) => setFields(next)} promoError={fieldErrors(update.error, t).promoCode} />
          <button type="submit" disabled={update.isPending} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
            {update.isPending ? t('forms.sending') : t('billing.apply')}
          </button>
        </form>
        {/* min-w-0: a grid item is as wide as its longest line by default, and the JSON would widen the page on a phone. */}
        <section aria-labelledby="billing-current" className="min-w-0 rounded-2xl bg-slate-50 p-6">
          <h2 id="billing-current" className="text-lg font-semibold text-slate-900">GET /api/subscriptions/me</h2>
          {subscription.isError && <FormAlert tone="error">{failureMessage(subscription.error, t, 'errorCatalogue.failedUpdateSubscription')}</FormAlert>}
          <pre className="mt-3 overflow-auto rounded bg-white p-3 text-xs" dir="ltr" data-testid="subscription-json">
            {subscription.data ? JSON.stringify(subscription.data, null, 2) : t('common.loading')}
          </pre>
        </section>
      </div>
    </>
  );
}
