import { PolicyPage } from '../components/PolicyPage.tsx';
import { policyRevision } from '../revisions.ts';

export function PrivacyPage() {
  return <PolicyPage page="privacy" updated={policyRevision.privacy} />;
}
