import { useTranslation } from 'react-i18next';
import { ServicePage } from '../components/ServicePage.tsx';

export function PartnerPage() {
  const { t } = useTranslation();
  return <ServicePage id="partner" cta={{ to: '/contact', label: t('common.contactUs') }} />;
}
