import { MarketPage } from './MarketPage.tsx';
import { NotesEnhancer } from '../components/NotesEnhancer.tsx';

// The route table loads /market and /market/free-enhanced from this one module (web/src/app/routes.tsx).
export { MarketPage };

/** /market/free-enhanced (starter and up, docs/DECISIONS.md): the market workspace plus the AI notes enhancer. */
export function MarketEnhancedPage() {
  return (
    <>
      <MarketPage />
      <NotesEnhancer />
    </>
  );
}
