import { PolicyPage } from '../components/PolicyPage.tsx';
import { policyRevision } from '../revisions.ts';

export function TermsPage() {
  return <PolicyPage page="terms" updated={policyRevision.terms} />;
}
