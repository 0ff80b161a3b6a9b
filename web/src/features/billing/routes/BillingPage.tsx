import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TIER_IDS as plans, tierRank, type BillingPeriod, type TierId } from '@contracts/tiers.ts';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { failureMessage, fieldErrors } from '@/lib/form-errors.ts';
import { useBilling, type BillingAnswer } from '../api/get-billing.ts';
import { useOpenCheckout } from '../api/open-checkout.ts';
import { useOpenPortal } from '../api/open-portal.ts';
import { useUpdateSubscription } from '../api/update-subscription.ts';
import { BillingHistory } from '../components/BillingHistory.tsx';
import { PlanFields, type PlanFieldValues } from '../components/PlanFields.tsx';

const button = 'rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70';
const isTier = (v: string | null): v is TierId => plans.includes(v as TierId);

/** Settings → billing: the plan in force and its state, what waits (an upgrade, a downgrade), a plan change, the history, the portal. */
export function BillingPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const billing = useBilling();
  const portal = useOpenPortal();
  const checkout = useOpenCheckout();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  const tierName = (tier: string) => t(`pricing.tiers.${tier}.name`);
  const returned = params.get('checkout');

  return (
    <>
      <Seo title={t('billing.page.title')} description={t('billing.page.intro')} noindex />
      <PageHeading intro={t('billing.page.intro')}>{t('billing.page.title')}</PageHeading>
      <div className="max-w-3xl space-y-8">
        {returned === 'success' && <FormAlert tone="success">{t('billing.page.checkoutSuccess')}</FormAlert>}
        {returned === 'cancelled' && <FormAlert tone="error">{t('billing.page.checkoutCancelled')}</FormAlert>}
        {billing.isPending && <p role="status">{t('common.loading')}</p>}
        {billing.isError && <FormAlert tone="error">{failureMessage(billing.error, t, 'errorCatalogue.failedUpdateSubscription')}</FormAlert>}
        {billing.data && (
          <>
            <section aria-labelledby="billing-plan" className="rounded-2xl border border-slate-200 p-6">
              <h2 id="billing-plan" className="text-lg font-semibold text-slate-900">{t('billing.page.currentPlan')}</h2>
              <p className="mt-2 text-2xl font-bold text-brand-800" data-testid="billing-tier">{tierName(billing.data.subscription.tier)}</p>
              <p className="mt-1 text-sm text-slate-700" data-testid="billing-status">
                {t(`billing.page.status.${stateOf(billing.data)}`)}
                {billing.data.subscription.paidUntil && ` · ${t('billing.page.paidUntil', { date: date(billing.data.subscription.paidUntil) })}`}
              </p>
              <Waiting data={billing.data} date={date} tierName={tierName} onPay={() => checkout.mutate()} paying={checkout.isPending} />
              {(portal.error ?? checkout.error) && <FormAlert tone="error">{failureMessage(portal.error ?? checkout.error, t, 'errorCatalogue.failedUpdateSubscription')}</FormAlert>}
              {billing.data.portal && (
                <button type="button" onClick={() => portal.mutate()} disabled={portal.isPending} className={`mt-4 ${button}`}>
                  {t('billing.page.portal')}
                </button>
              )}
            </section>
            <PlanForm data={billing.data} initialPlan={isTier(params.get('plan')) ? (params.get('plan') as TierId) : null} initialPeriod={params.get('period') === 'yearly' ? 'yearly' : 'monthly'} />
            <section aria-labelledby="billing-history">
              <h2 id="billing-history" className="text-lg font-semibold text-slate-900">{t('billing.page.history')}</h2>
              <BillingHistory entries={billing.data.history} date={date} tierName={tierName} />
            </section>
          </>
        )}
      </div>
    </>
  );
}

const stateOf = (data: BillingAnswer) => (data.subscription.pendingUpgrade ? 'pending' : (data.subscription.status ?? 'active'));

function Waiting({ data, date, tierName, onPay, paying }: { data: BillingAnswer; date: (iso: string) => string; tierName: (tier: string) => string; onPay: () => void; paying: boolean }) {
  const { t } = useTranslation();
  const pending = data.subscription.pendingUpgrade;
  const scheduled = data.subscription.scheduledChange;
  return (
    <>
      {pending && (
        <div className="mt-4" data-testid="billing-pending">
          <p className="text-slate-800">
            {t(pending.payment === 'stripe' ? 'billing.page.pendingStripe' : 'billing.page.pendingManual', {
              tier: tierName(pending.tier),
              period: t(`pricing.${pending.billingPeriod}`),
              date: date(pending.requestedAt),
            })}
          </p>
          {pending.payment === 'stripe' && (
            <button type="button" onClick={onPay} disabled={paying} className={`mt-3 ${button}`}>
              {t('billing.page.payNow')}
            </button>
          )}
        </div>
      )}
      {scheduled && (
        <p className="mt-4 text-slate-800" data-testid="billing-scheduled">
          {t('billing.page.scheduled', { tier: tierName(scheduled.tier), date: date(scheduled.effectiveAt) })}
        </p>
      )}
    </>
  );
}

function PlanForm({ data, initialPlan, initialPeriod }: { data: BillingAnswer; initialPlan: TierId | null; initialPeriod: BillingPeriod }) {
  const { t } = useTranslation();
  const update = useUpdateSubscription();
  const current = data.subscription.tier;
  const [{ plan, period, promo }, setFields] = useState<PlanFieldValues>({ plan: initialPlan ?? (current === 'free' ? 'starter' : current), period: initialPeriod, promo: '' });
  const id = useId();
  const higher = tierRank(plan) > tierRank(current) || (plan === current && plan !== 'free' && period !== data.subscription.billingPeriod);
  const action = !higher ? 'billing.page.changePlan' : data.payments === 'stripe' && plan !== 'enterprise' ? 'billing.page.continueToPayment' : 'billing.page.requestUpgrade';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ plan, ...(plan === 'free' ? {} : { billingPeriod: period }), promoCode: promo.trim() || null });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">{t('billing.changePlan')}</h2>
      {update.isError && <FormAlert tone="error">{failureMessage(update.error, t, 'errorCatalogue.failedUpdateSubscription')}</FormAlert>}
      {update.isSuccess && !update.data.checkoutUrl && <FormAlert tone="success">{t('billing.page.saved')}</FormAlert>}
      <PlanFields value={{ plan, period, promo }} onChange={(next) => setFields(next)} promoError={fieldErrors(update.error, t).promoCode} />
      <button type="submit" disabled={update.isPending} className={button}>
        {update.isPending ? t('forms.sending') : t(action)}
      </button>
    </form>
  );
}
