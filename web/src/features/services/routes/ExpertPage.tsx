import { useTranslation } from 'react-i18next';
import { ServicePage } from '../components/ServicePage.tsx';

export function ExpertPage() {
  const { t } = useTranslation();
  return <ServicePage id="expert" cta={{ to: '/consultation', label: t('common.bookConsultation') }} />;
}
