import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { useMarketSearch } from '../api/search.ts';
import { MarketErrorAlert } from '../components/MarketErrorAlert.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { SearchResults } from '../components/SearchResults.tsx';
import { SectorCards } from '../components/SectorCards.tsx';

/** /market/free: public search with suggestions, the sector cards leading to each summary report. */
export function MarketFreePage() {
  const { t, i18n } = useTranslation();
  const search = useMarketSearch();
  return (
    <>
      <Seo title={t('market.freeTitle')} description={t('market.freeIntro')} />
      <PageHeading intro={t('market.freeIntro')}>{t('market.freeTitle')}</PageHeading>
      <SearchBox busy={search.isPending} onSearch={(query) => search.mutate({ query, type: 'all', language: i18n.language })} />
      {search.error && <MarketErrorAlert error={search.error} />}
      {search.data && <SearchResults answer={search.data} />}
      <SectorCards />
    </>
  );
}
