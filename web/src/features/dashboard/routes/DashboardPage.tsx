import { Link } from 'react-router-dom';
import { routes } from '@contracts/paths.ts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { regionName } from '@/lib/display-names.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { UsageTable } from '../components/UsageTable.tsx';
import { hasOwnBookings, UpcomingBookings, useNextBookings } from '../components/UpcomingBookings.tsx';

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { data, error, isPending } = useDashboard();
  const name = data?.user.firstName || data?.user.displayName || data?.user.email || '';
  // Unknown until the dashboard answers: an admin's list would be everyone's bookings.
  const role = data ? (data.user.role ?? 'user') : undefined;
  const upcoming = useNextBookings(role);

  return (
    <>
      <Seo title={t('accountPages.dashboard.title')} description={t('accountPages.dashboard.description')} noindex />
      <PageHeading intro={t('dashboard.intro')}>{name ? t('dashboard.titleNamed', { name }) : t('dashboard.title')}</PageHeading>
      {isPending && <p role="status">{t('common.loading')}</p>}
      {error && <FormAlert tone="error">{requestErrorMessage(error, t)}</FormAlert>}
      {data && (
        <div className="grid gap-6 lg:grid-cols-2">
          {hasOwnBookings(role) && (
            <section aria-labelledby="dash-upcoming" className={card}>
              <h2 id="dash-upcoming" className="text-lg font-semibold text-slate-900">{t('dashboard.upcoming')}</h2>
              <UpcomingBookings bookings={upcoming} role={role ?? 'user'} />
            </section>
          )}
          <section aria-labelledby="dash-plan" className={card}>
            <h2 id="dash-plan" className="text-lg font-semibold text-slate-900">{t('dashboard.plan')}</h2>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <dt className="text-slate-700">{t('dashboard.tier')}</dt>
              <dd className="font-semibold" data-testid="dashboard-tier">{t(`pricing.tiers.${data.subscription.tier}.name`, { defaultValue: data.subscription.tier })}</dd>
              <dt className="text-slate-700">{t('dashboard.billingPeriod')}</dt>
              <dd>{data.subscription.billingPeriod ? t(`pricing.${data.subscription.billingPeriod}`) : t('dashboard.none')}</dd>
              <dt className="text-slate-700">{t('dashboard.startDate')}</dt>
              <dd>{data.subscription.startDate ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(data.subscription.startDate)) : t('dashboard.none')}</dd>
              <dt className="text-slate-700">{t('dashboard.promoCode')}</dt>
              <dd>{data.subscription.promoCode ?? t('dashboard.none')}</dd>
            </dl>
            {data.subscription.pendingUpgrade && (
              <p className="mt-3 rounded-md bg-amber-50 p-2 text-sm text-amber-900" data-testid="dashboard-pending-upgrade">
                {t('dashboard.pendingUpgrade', {
                  plan: t(`pricing.tiers.${data.subscription.pendingUpgrade.tier}.name`),
                  date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(data.subscription.pendingUpgrade.requestedAt)),
                })}{' '}
                <Link to={routes.settingsBilling} className="font-semibold underline">{t('dashboard.billingLink')}</Link>
              </p>
            )}
            <Link to="/pricing" className="mt-4 inline-block font-semibold text-brand-700 underline">{t('dashboard.comparePlans')}</Link>
          </section>
          <section aria-labelledby="dash-business" className={card}>
            <h2 id="dash-business" className="text-lg font-semibold text-slate-900">{t('dashboard.business')}</h2>
            {data.businessProfile ? (
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <dt className="text-slate-700">{t('onboarding.companyName')}</dt>
                <dd className="font-semibold">{data.businessProfile.companyName}</dd>
                <dt className="text-slate-700">{t('onboarding.country')}</dt>
                <dd>{regionName(data.businessProfile.country, i18n.language)}</dd>
                <dt className="text-slate-700">{t('onboarding.companySize')}</dt>
                <dd>{t(`onboarding.sizes.${data.businessProfile.companySize}`, { defaultValue: data.businessProfile.companySize })}</dd>
                <dt className="text-slate-700">{t('onboarding.timeline')}</dt>
                <dd>{t(`onboarding.timelines.${data.businessProfile.timeline}`, { defaultValue: data.businessProfile.timeline })}</dd>
              </dl>
            ) : (
              <p className="mt-3 text-sm">{t('dashboard.noProfile')}</p>
            )}
          </section>
          <section aria-labelledby="dash-usage" className={card}>
            <h2 id="dash-usage" className="mb-3 text-lg font-semibold text-slate-900">{t('dashboard.usage')}</h2>
            <UsageTable usage={data.usage} period={data.usagePeriod} />
          </section>
          <section aria-labelledby="dash-next" className={card}>
            <h2 id="dash-next" className="text-lg font-semibold text-slate-900">{t('dashboard.nextSteps')}</h2>
            {data.nextSteps.length === 0 ? (
              // "Nothing is waiting" would be wrong with a consultation ahead.
              <p className="mt-3 text-sm">{t(upcoming.length > 0 ? 'dashboard.nextIsBooking' : 'dashboard.allDone')}</p>
            ) : (
              <ul className="mt-3 space-y-2">
                {data.nextSteps.map((step) => (
                  <li key={step.id}>
                    <Link to={step.href} className="font-semibold text-brand-700 underline">
                      {t(`dashboard.steps.${step.id}`, { defaultValue: step.title })}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </>
  );
}
