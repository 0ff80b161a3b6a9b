import { useTranslation } from 'react-i18next';
import { ServicePage } from '../components/ServicePage.tsx';

export function LegalPage() {
  const { t } = useTranslation();
  return <ServicePage id="legal" cta={{ to: '/consultation', label: t('common.bookConsultation') }} />;
}
