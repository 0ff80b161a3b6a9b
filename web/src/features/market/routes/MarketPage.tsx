import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { INDUSTRY_KEYS, isIndustryId } from '@contracts/market.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useHistory } from '../api/get-history.ts';
import { useMarketProfile } from '../api/get-business-profile.ts';
import { useMarketSearch } from '../api/search.ts';
import { MarketErrorAlert } from '../components/MarketErrorAlert.tsx';
import { PartnerMatchForm } from '../components/PartnerMatchForm.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { SearchResults } from '../components/SearchResults.tsx';
import { TaxForm } from '../components/TaxForm.tsx';
import { formatAsOf } from '../components/format.ts';
import { AssistantSection } from '../components/AssistantPanel.tsx';

/** /market and /market/free-enhanced: search with history, the tailored report, partner matching and the tax calculator. */
export function MarketPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const profile = useMarketProfile();
  const history = useHistory();
  const search = useMarketSearch();
  const industry = profile.data?.industry;
  return (
    <>
      <Seo title={t('market.title')} description={t('market.intro')} />
      <PageHeading intro={t('market.intro')}>{t('market.title')}</PageHeading>
      <SearchBox
        busy={search.isPending}
        onSearch={(query) =>
          search.mutate(
            { query, type: 'all', language: i18n.language, ...(industry ? { industry } : {}) },
            { onSuccess: () => client.invalidateQueries({ queryKey: ['market', 'history'] }) },
          )
        }
      />
      {search.error && <MarketErrorAlert error={search.error} />}
      {search.data && <SearchResults answer={search.data} />}
      {industry && isIndustryId(industry) && (
        <p className="mt-8 rounded-2xl bg-brand-50 p-5">
          <Link to={`/market/report?id=${industry}`} className="font-semibold text-brand-800 underline">
            {t('market.yourReport', { sector: t(`industries.${INDUSTRY_KEYS[industry]}.name`) })}
          </Link>
        </p>
      )}
      <section aria-labelledby="market-history" className="mt-12">
        <h2 id="market-history" className="text-2xl font-bold text-slate-900">{t('market.historyHeading')}</h2>
        {history.error && <MarketErrorAlert error={history.error} />}
        {history.data?.length === 0 && <p className="mt-3 text-slate-700">{t('market.noHistory')}</p>}
        <ul className="mt-3 space-y-1">
          {history.data?.map((h) => (
            <li key={h.id} className="text-slate-700">
              <span className="font-medium">{h.query}</span> · {t('market.historyResults', { count: h.total })} · {formatAsOf(h.at, i18n.language)}
            </li>
          ))}
        </ul>
      </section>
      <PartnerMatchForm industry={industry} />
      <TaxForm />
      <AssistantSection />
    </>
  );
}
