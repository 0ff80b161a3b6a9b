import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/Seo.tsx';
import { PositionsEditor } from '../components/PositionsEditor.tsx';
import { ApplicationsList } from '../components/ApplicationsList.tsx';

/** /admin/hiring: the positions /hire lists, and the applications that came in. */
export function AdminHiringPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <Seo title={t('hiring.admin.title')} description={t('hiring.admin.title')} noindex />
      <h1 className="text-2xl font-bold">{t('hiring.admin.title')}</h1>
      <ApplicationsList />
      <PositionsEditor />
    </div>
  );
}
