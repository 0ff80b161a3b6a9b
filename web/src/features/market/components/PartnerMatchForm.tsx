import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/Field.tsx';
import { INDUSTRY_KEYS, type IndustryId } from '@contracts/market.ts';
import { useMatchPartners } from '../api/match-partners.ts';
import { MarketErrorAlert } from './MarketErrorAlert.tsx';
import { SourceLine } from './SourceLine.tsx';
import { SubmitRow } from './SubmitRow.tsx';

const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

/** Partner matching: the request, then the ranked matches with their score and the reasons behind it. */
export function PartnerMatchForm({ industry }: { industry?: string }) {
  const { t } = useTranslation();
  const match = useMatchPartners();
  // The profile may arrive after the first render: until the user picks, the sector follows it.
  const [picked, setSector] = useState<string | null>(null);
  const sector = picked ?? industry ?? '';
  const [city, setCity] = useState('');
  const [services, setServices] = useState('');
  const [languages, setLanguages] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    match.mutate({ ...(sector ? { industry: sector } : {}), ...(city.trim() ? { city: city.trim() } : {}), services: list(services), languages: list(languages).map((l) => l.toLowerCase()) });
  };
  return (
    <section aria-labelledby="market-partners" className="mt-12 print:hidden">
      <h2 id="market-partners" className="text-2xl font-bold text-slate-900">{t('market.partnersHeading')}</h2>
      <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <label className="block">
          <span className="block font-medium text-slate-900">{t('market.industry')}</span>
          <select value={sector} onChange={(e) => setSector(e.target.value)} className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2">
            <option value="">{t('market.anyIndustry')}</option>
            {(Object.keys(INDUSTRY_KEYS) as IndustryId[]).map((id) => (
              <option key={id} value={id}>{t(`industries.${INDUSTRY_KEYS[id]}.name`)}</option>
            ))}
          </select>
        </label>
        <TextField label={t('market.city')} optional value={city} onChange={(e) => setCity(e.target.value)} maxLength={60} />
        <TextField label={t('market.services')} optional value={services} onChange={(e) => setServices(e.target.value)} placeholder={t('market.commaHint')} />
        <TextField label={t('market.languages')} optional value={languages} onChange={(e) => setLanguages(e.target.value)} placeholder="en, ar" />
        <SubmitRow busy={match.isPending}>{t('market.findPartners')}</SubmitRow>
      </form>
      {match.error && <MarketErrorAlert error={match.error} />}
      {match.data && match.data.length === 0 && <p className="mt-4 text-slate-700">{t('market.noMatches')}</p>}
      {match.data && match.data.length > 0 && (
        <ol className="mt-6 space-y-4" aria-label={t('market.matchesLabel')}>
          {match.data.map(({ partner, score, reasons }, rank) => (
            <li key={partner.id} className="rounded-xl border border-slate-200 p-4" data-testid="partner-match">
              <h3 className="font-semibold text-slate-900">
                {rank + 1}. {partner.name} <span className="text-sm font-normal text-slate-600">{t('market.score', { score })}</span>
              </h3>
              <p className="text-sm text-slate-600">{t(`market.partnerTypes.${partner.type}`, { defaultValue: partner.type })}{partner.verified ? ` · ${t('market.verified')}` : ''}</p>
              <p className="mt-2 text-sm font-semibold text-slate-800">{t('market.reasons')}</p>
              <ul className="list-disc ps-5 text-sm text-slate-700">
                {reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              {partner.website && (
                <a href={partner.website} rel="noopener noreferrer" target="_blank" className="mt-2 inline-block text-sm text-brand-700 underline">{partner.website}</a>
              )}
              {partner.source && <SourceLine source={partner.source} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
