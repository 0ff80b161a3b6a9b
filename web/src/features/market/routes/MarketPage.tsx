import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { INDUSTRY_KEYS, isIndustryId } from '@contracts/market.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMarketProfile } from '../api/get-business-profile.ts';
import { useMarketSearch } from '../api/search.ts';
import { MarketErrorAlert } from '../components/MarketErrorAlert.tsx';
import { PartnerMatchForm } from '../components/PartnerMatchForm.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { SearchResults } from '../components/SearchResults.tsx';
import { TaxForm } from '../components/TaxForm.tsx';
import { MarketHistory } from '../components/MarketHistory.tsx';
import { AssistantSection } from '../components/AssistantPanel.tsx';
import { queryKeys } from '@/lib/query-keys.ts';

/** /market and /market/free-enhanced: search with history, the tailored report, partner matching and the tax calculator. */
export function MarketPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const profile = useMarketProfile();
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
            { onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.marketHistory }) },
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
      <MarketHistory />
      <PartnerMatchForm industry={industry} />
      <TaxForm />
      <AssistantSection />
    </>
  );
}
