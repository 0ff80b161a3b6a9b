import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/Field.tsx';
import { INDUSTRY_KEYS, type IndustryId } from '@contracts/market.ts';
import { useMatchPartners } from '../api/match-partners.ts';
import { MarketErrorAlert } from './MarketErrorAlert.tsx';
import { PartnerMatchList } from './PartnerMatchList.tsx';
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
        <PartnerMatchList matches={match.data} />
      )}
    </section>
  );
}
