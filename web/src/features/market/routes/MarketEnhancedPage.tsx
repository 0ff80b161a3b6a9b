import { MarketPage } from './MarketPage.tsx';
import { NotesEnhancer } from '../components/NotesEnhancer.tsx';

/** /market/free-enhanced (starter and up, docs/DECISIONS.md): the market workspace plus the AI notes enhancer. */
export function MarketEnhancedPage() {
  return (
    <>
      <MarketPage />
      <NotesEnhancer />
    </>
  );
}
