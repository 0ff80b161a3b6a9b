import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorArticle } from '@contracts/articles.ts';
import { formatDate } from './article-format.ts';

type Action = { kind: 'publish' | 'unpublish' | 'archive' } | { kind: 'schedule'; publishAt: string };

/** Status, publish now, schedule ("publish at", in the editor's own time zone), unpublish and archive. */
export function StatusPanel({ article, busy, onAction }: { article: EditorArticle; busy: boolean; onAction: (action: Action) => void }) {
  const { t, i18n } = useTranslation();
  const [at, setAt] = useState('');
  const lang = i18n.resolvedLanguage ?? 'en';
  const button = 'rounded-md border border-gray-300 px-3 py-1 text-sm disabled:opacity-50';
  return (
    <section aria-labelledby="article-status" className="space-y-3 rounded-md border border-gray-200 p-4">
      <h2 id="article-status" className="font-semibold">
        {t('articles.mgmt.columnStatus')}: <span data-testid="article-status">{t(`articles.mgmt.status.${article.status}`)}</span>
      </h2>
      {article.status === 'scheduled' && article.publishAt && (
        <p className="text-sm">{t('articles.mgmt.scheduledFor', { date: `${formatDate(article.publishAt, lang)} ${new Date(article.publishAt).toLocaleTimeString(lang)}` })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {article.status !== 'published' && article.status !== 'archived' && (
          <button type="button" disabled={busy} className={button} onClick={() => onAction({ kind: 'publish' })}>
            {t('articles.mgmt.publish')}
          </button>
        )}
        {(article.status === 'published' || article.status === 'scheduled') && (
          <button type="button" disabled={busy} className={button} onClick={() => onAction({ kind: 'unpublish' })}>
            {t('articles.mgmt.unpublish')}
          </button>
        )}
        {article.status !== 'archived' && (
          <button type="button" disabled={busy} className={button} onClick={() => onAction({ kind: 'archive' })}>
            {t('articles.mgmt.archive')}
          </button>
        )}
      </div>
      {article.status !== 'published' && article.status !== 'archived' && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (at) onAction({ kind: 'schedule', publishAt: new Date(at).toISOString() });
          }}
        >
          <label className="text-sm">
            {t('articles.mgmt.publishAt')}
            <input name="publishAt" type="datetime-local" required value={at} onChange={(e) => setAt(e.target.value)} className="ms-2 rounded-md border border-gray-300 px-2 py-1" />
          </label>
          <button type="submit" disabled={busy} className={button}>
            {t('articles.mgmt.schedule')}
          </button>
        </form>
      )}
    </section>
  );
}
