import { useTranslation } from 'react-i18next';
import type { SiteTextPage } from '@contracts/siteTexts.ts';

/** Every revision from the event log, newest first; any but the current one can be restored. */
export function SiteTextHistory({ page, busy, onRestore }: { page: SiteTextPage; busy: boolean; onRestore: (revision: number) => void }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (page.history.length === 0) return <p className="text-slate-700">{t('siteTexts.noHistory')}</p>;
  return (
    <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
      {[...page.history].reverse().map((revision) => (
        <li key={revision.number} className="flex flex-wrap items-center gap-3 p-4">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">
              {t('siteTexts.revision', { n: revision.number })}
              {revision.restoredFrom !== null && <span className="ms-2 font-normal text-slate-600">{t('siteTexts.restoredFrom', { n: revision.restoredFrom })}</span>}
            </p>
            <p className="text-sm text-slate-600">
              <time dateTime={revision.at}>{when.format(new Date(revision.at))}</time> · {t('siteTexts.changedKeys', { count: Object.keys(revision.texts).length })}
            </p>
          </div>
          {revision.number === page.revision ? (
            <span className="text-sm font-semibold text-brand-800">{t('siteTexts.current')}</span>
          ) : (
            <button
              type="button"
              disabled={busy}
              onClick={() => onRestore(revision.number)}
              className="rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
              aria-label={t('siteTexts.restoreRevision', { n: revision.number })}
            >
              {t('siteTexts.restore')}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
