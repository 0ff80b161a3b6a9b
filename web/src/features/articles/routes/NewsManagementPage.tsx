import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Seo } from '@/components/Seo.tsx';
import { getSession, subscribeSession } from '@/lib/session.ts';
import { useEditorArticle } from '../api/get-editor-article.ts';
import { useEditorArticles } from '../api/get-editor-articles.ts';
import { useArticleCommand, type ArticleInput } from '../api/article-commands.ts';
import { ArticleForm } from '../components/ArticleForm.tsx';
import { HistoryPanel } from '../components/HistoryPanel.tsx';
import { StatusPanel } from '../components/StatusPanel.tsx';
import { formatDate } from '../components/article-format.ts';

/** /newsmgmt: admins and editors write, preview, schedule and publish articles. */
export function NewsManagementPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const role = session.user?.role;
  const allowed = role === 'admin' || role === 'editor';
  const list = useEditorArticles(allowed);
  const [selected, setSelected] = useState<string | 'new' | undefined>();
  const detail = useEditorArticle(selected === 'new' ? undefined : selected);
  const command = useArticleCommand();

  const seo = <Seo title={t('articles.mgmt.heading')} description={t('articles.description')} noindex />;
  if (!allowed) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        {seo}
        <h1 className="text-3xl font-bold">403</h1>
        <p className="mt-2 text-lg" role="alert">{t('articles.mgmt.forbidden')}</p>
      </div>
    );
  }
  const save = (input: ArticleInput) =>
    command.mutate(selected && selected !== 'new' ? { kind: 'revise', id: selected, input } : { kind: 'create', input }, {
      onSuccess: ({ article }) => setSelected(article.id),
    });
  const current = detail.data;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      {seo}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">{t('articles.mgmt.heading')}</h1>
        <button type="button" className="rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white" onClick={() => { command.reset(); setSelected('new'); }}>
          {t('articles.mgmt.newArticle')}
        </button>
      </div>
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="border-b border-gray-300 text-start">
            <th className="p-2 text-start">{t('articles.mgmt.columnTitle')}</th>
            <th className="p-2 text-start">{t('articles.mgmt.columnStatus')}</th>
            <th className="p-2 text-start">{t('articles.mgmt.columnUpdated')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.items.map((a) => (
            <tr key={a.id} className={`border-b border-gray-100 ${a.id === selected ? 'bg-emerald-50' : ''}`}>
              <td className="p-2">
                <button type="button" className="text-emerald-800 underline" onClick={() => { command.reset(); setSelected(a.id); }}>
                  {a.translations.en?.title ?? a.slug}
                </button>
              </td>
              <td className="p-2">{t(`articles.mgmt.status.${a.status}`)}</td>
              <td className="p-2">{formatDate(a.updatedAt, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {selected === 'new' && <ArticleForm key="new" busy={command.isPending} failure={command.error ?? undefined} onSave={save} />}
      {selected && selected !== 'new' && current && (
        <div className="grid gap-6 xl:grid-cols-3">
          <div className="xl:col-span-2">
            <ArticleForm key={`${current.article.id}-${current.article.revisions}`} article={current.article} busy={command.isPending} failure={command.error ?? undefined} onSave={save} />
          </div>
          <div className="space-y-6">
            <StatusPanel article={current.article} busy={command.isPending} onAction={(action) => command.mutate({ ...action, id: current.article.id })} />
            <HistoryPanel detail={current} busy={command.isPending} onRestore={(revision) => command.mutate({ kind: 'restore', id: current.article.id, revision })} />
          </div>
        </div>
      )}
    </div>
  );
}
