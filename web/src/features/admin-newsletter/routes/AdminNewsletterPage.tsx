import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/Seo.tsx';
import { useIssues } from '../api/admin-newsletter.ts';
import { IssueComposer } from '../components/IssueComposer.tsx';
import { IssuesList } from '../components/IssuesList.tsx';
import { SubscribersTable } from '../components/SubscribersTable.tsx';

/** /admin/newsletter: issues (compose, test, send, progress) and subscribers. */
export function AdminNewsletterPage() {
  const { t } = useTranslation();
  const issues = useIssues();
  const [selected, setSelected] = useState<string | undefined>();
  const list = issues.data?.issues ?? [];
  const issue = list.find((i) => i.id === selected);
  return (
    <div className="space-y-10">
      <Seo title={t('newsletterAdmin.title')} description={t('newsletterAdmin.title')} noindex />
      <h1 className="text-2xl font-bold">{t('newsletterAdmin.title')}</h1>
      <section aria-labelledby="issues-heading" className="space-y-4">
        <h2 id="issues-heading" className="text-xl font-semibold">
          {t('newsletterAdmin.issues.title')}
        </h2>
        <IssuesList issues={list} selected={selected} onSelect={setSelected} />
        <IssueComposer key={`${issue?.id ?? 'new'}-${issue?.status ?? ''}`} issue={issue} onSaved={setSelected} />
      </section>
      <SubscribersTable />
    </div>
  );
}
