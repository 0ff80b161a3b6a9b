import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/Seo.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { useUpgradeRequests, type UpgradeRequest } from '../api/get-upgrades.ts';
import { useDecideUpgrade } from '../api/decide-upgrade.ts';

/** /admin/upgrades: upgrades waiting for an admin, e.g. once an invoice was paid by bank transfer. */
export function AdminUpgradesPage() {
  const { t } = useTranslation();
  const requests = useUpgradeRequests();
  return (
    <div className="space-y-6">
      <Seo title={t('adminArea.upgrades.title')} description={t('adminArea.upgrades.intro')} noindex />
      <h1 className="text-2xl font-bold">{t('adminArea.upgrades.title')}</h1>
      <p className="max-w-3xl text-slate-700">{t('adminArea.upgrades.intro')}</p>
      {requests.isPending && <p role="status">{t('common.loading')}</p>}
      {requests.isError && <FormAlert tone="error">{failureMessage(requests.error, t, 'errorCatalogue.failedUpdateSubscription')}</FormAlert>}
      {requests.data && requests.data.requests.length === 0 && <p data-testid="upgrades-empty">{t('adminArea.upgrades.empty')}</p>}
      {requests.data && requests.data.requests.length > 0 && (
        <ul className="space-y-4" aria-label={t('adminArea.upgrades.title')}>
          {requests.data.requests.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RequestItem({ request }: { request: UpgradeRequest }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideUpgrade();
  const [reason, setReason] = useState('');
  const id = useId();
  const who = request.user?.email ?? request.userId;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(request.requestedAt));
  return (
    <li className="rounded-2xl border border-slate-200 p-4" data-testid="upgrade-request" data-user={request.userId}>
      <p className="font-semibold text-slate-900">{who}</p>
      <p className="text-sm text-slate-700">
        {t('adminArea.upgrades.asked', { tier: t(`pricing.tiers.${request.tier}.name`), period: t(`pricing.${request.billingPeriod}`), date: when })}
        {request.promoCode && ` · ${request.promoCode}`}
      </p>
      {decide.isError && <FormAlert tone="error">{failureMessage(decide.error, t, 'errorCatalogue.failedUpdateSubscription')}</FormAlert>}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <button
          type="button"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: request.id, approve: true })}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {t('adminArea.upgrades.approve')}
          <span className="sr-only"> — {who}</span>
        </button>
        <div>
          <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-800">{t('adminArea.upgrades.reason')}</label>
          <input id={`${id}-reason`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} className="mt-1 rounded-md border border-slate-400 px-3 py-2" />
        </div>
        <button
          type="button"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: request.id, approve: false, reason })}
          className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
        >
          {t('adminArea.upgrades.reject')}
          <span className="sr-only"> — {who}</span>
        </button>
      </div>
    </li>
  );
}
