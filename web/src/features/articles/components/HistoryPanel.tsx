import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorDetail } from '@contracts/articles.ts';
import { useCreatePreviewLink, useRevokePreviewLink } from '../api/preview-links.ts';
import { formatDate } from './article-format.ts';

/** The revisions from the article's log, each restorable, and its secret preview links. */
export function HistoryPanel({ detail, busy, onRestore }: { detail: EditorDetail; busy: boolean; onRestore: (revision: number) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const id = detail.article.id;
  const create = useCreatePreviewLink(id);
  const revoke = useRevokePreviewLink(id);
  const [hours, setHours] = useState(72);
  const when = (iso: string) => `${formatDate(iso, lang)} ${new Date(iso).toLocaleTimeString(lang)}`;
  const latest = detail.revisions.at(-1)?.number;
  return (
    <div className="space-y-6">
      <section aria-labelledby="article-history" className="rounded-md border border-gray-200 p-4">
        <h2 id="article-history" className="font-semibold">{t('articles.mgmt.history')}</h2>
        <ol className="mt-2 space-y-2 text-sm">
          {[...detail.revisions].reverse().map((r) => (
            <li key={r.number} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {t('articles.mgmt.revision', { number: r.number })} · {r.title} · {when(r.at)}
                {r.restoredFrom !== null && ` (${t('articles.mgmt.restoredFrom', { number: r.restoredFrom })})`}
              </span>
              {r.number !== latest && (
                <button type="button" disabled={busy} className="rounded border border-gray-300 px-2 py-0.5 disabled:opacity-50" onClick={() => onRestore(r.number)}>
                  {t('articles.mgmt.restore')}
                </button>
              )}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="article-previews" className="rounded-md border border-gray-200 p-4">
        <h2 id="article-previews" className="font-semibold">{t('articles.mgmt.previewLinks')}</h2>
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate(hours);
          }}
        >
          <label className="text-sm">
            {t('articles.mgmt.expiresIn')}
            <input type="number" min={1} max={720} value={hours} onChange={(e) => setHours(Number(e.target.value))} className="ms-2 w-20 rounded-md border border-gray-300 px-2 py-1" />
          </label>
          <button type="submit" disabled={create.isPending} className="rounded-md border border-gray-300 px-3 py-1 text-sm">
            {t('articles.mgmt.createPreview')}
          </button>
        </form>
        {create.data && (
          <p className="mt-2 text-sm" role="status">
            {t('articles.mgmt.previewCreated')}{' '}
            <a data-testid="preview-url" href={create.data.url} target="_blank" rel="noreferrer" className="break-all text-emerald-800 underline">
              {create.data.url}
            </a>
          </p>
        )}
        <ul className="mt-2 space-y-1 text-sm">
          {detail.previewLinks.map((l) => (
            <li key={l.linkId} className="flex flex-wrap items-center gap-2">
              <span>{l.revoked ? t('articles.mgmt.revoked') : l.open ? t('articles.mgmt.expires', { date: when(l.expiresAt) }) : t('articles.mgmt.expired')}</span>
              {l.open && (
                <button type="button" className="rounded border border-gray-300 px-2 py-0.5" onClick={() => revoke.mutate(l.linkId)}>
                  {t('articles.mgmt.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
