import { useTranslation } from 'react-i18next';
import type { IssueWire } from '@contracts/newsletter.ts';

/** Each issue with its state; a send in progress shows how many copies have gone (polled). */
export function IssuesList({ issues, selected, onSelect }: { issues: IssueWire[]; selected?: string; onSelect: (id?: string) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      <li className="p-3">
        <button type="button" className="font-semibold text-brand-700 underline" onClick={() => onSelect(undefined)} aria-pressed={selected === undefined}>
          {t('newsletterAdmin.issues.new')}
        </button>
      </li>
      {issues.map((issue) => {
        const { sent, abandoned, total } = issue.progress;
        return (
          <li key={issue.id} className="flex flex-wrap items-center gap-3 p-3">
            <button type="button" className="font-semibold underline" aria-pressed={selected === issue.id} onClick={() => onSelect(issue.id)}>
              {issue.subject}
            </button>
            <span className="text-sm text-slate-600">{t(`newsletterAdmin.issues.status.${issue.status}`)}</span>
            {issue.status !== 'draft' && (
              <span className="ms-auto flex items-center gap-2 text-sm">
                <progress max={Math.max(total, 1)} value={sent + abandoned} aria-label={t('newsletterAdmin.issues.progressLabel', { subject: issue.subject })} />
                <span data-testid="issue-progress">{t('newsletterAdmin.issues.progress', { sent, total, failed: abandoned })}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
