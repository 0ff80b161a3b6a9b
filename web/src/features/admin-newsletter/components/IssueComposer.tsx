import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueWire } from '@contracts/newsletter.ts';
import { TextArea, TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { blankFields, fieldErrors, requestErrorMessage } from '@/lib/form-errors.ts';
import { focusFirstInvalid } from '@/lib/focus-invalid.ts';
import { usePreview, useSaveIssue, useSendIssue, useSendTest, type IssueInput } from '../api/admin-newsletter.ts';

const primary = 'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
const secondary = 'rounded-md border border-slate-400 px-4 py-2 disabled:opacity-60';

/** Writes an issue in Markdown with a preview, tries it on the admin's own address, then sends it to everyone. */
export function IssueComposer({ issue, onSaved }: { issue?: IssueWire; onSaved: (id: string) => void }) {
  const { t } = useTranslation();
  const save = useSaveIssue();
  const preview = usePreview();
  const test = useSendTest();
  const send = useSendIssue();
  const [draft, setDraft] = useState<IssueInput>({ subject: issue?.subject ?? '', body: issue?.body ?? '', language: issue?.language === 'ar' ? 'ar' : 'en' });
  const locked = issue !== undefined && issue.status !== 'draft';
  // Blank fields are caught here: the server's words for them are English only.
  const [missing, setMissing] = useState<Partial<Record<'subject' | 'body', string>>>({});
  const fields = { ...fieldErrors(save.error, t), ...missing };
  const error = save.error ?? test.error ?? send.error ?? preview.error;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const blank = blankFields(draft, ['subject', 'body'], t);
    setMissing(blank);
    if (blank.subject || blank.body) return focusFirstInvalid(event.currentTarget);
    save.mutate({ ...draft, id: issue?.id }, { onSuccess: ({ issue: saved }) => onSaved(saved.id) });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-slate-200 p-4">
      <h3 className="text-lg font-semibold">{issue ? issue.subject : t('newsletterAdmin.issues.new')}</h3>
      {error && <FormAlert tone="error">{requestErrorMessage(error, t)}</FormAlert>}
      {test.isSuccess && <FormAlert tone="success">{t('newsletterAdmin.issues.testQueued')}</FormAlert>}
      <TextField label={t('newsletterAdmin.issues.subject')} value={draft.subject} disabled={locked} maxLength={200} error={fields.subject} onChange={(e) => setDraft({ ...draft, subject: e.target.value })} />
      <div>
        <label htmlFor="issue-language" className="block text-sm font-semibold text-slate-800">
          {t('newsletterAdmin.issues.language')}
        </label>
        <select id="issue-language" value={draft.language} disabled={locked} onChange={(e) => setDraft({ ...draft, language: e.target.value === 'ar' ? 'ar' : 'en' })} className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2">
          <option value="en">English</option>
          <option value="ar">العربية</option>
        </select>
      </div>
      <TextArea label={t('newsletterAdmin.issues.body')} value={draft.body} disabled={locked} rows={12} error={fields.body} onChange={(e) => setDraft({ ...draft, body: e.target.value })} />
      <div className="flex flex-wrap gap-3">
        {!locked && (
          <button type="submit" className={primary} disabled={save.isPending}>
            {t('newsletterAdmin.issues.save')}
          </button>
        )}
        <button type="button" className={secondary} disabled={preview.isPending || !draft.body} onClick={() => preview.mutate(draft.body)}>
          {t('newsletterAdmin.issues.preview')}
        </button>
        {issue && (
          <button type="button" className={secondary} disabled={test.isPending} onClick={() => test.mutate(issue.id)}>
            {t('newsletterAdmin.issues.sendTest')}
          </button>
        )}
        {issue && !locked && (
          <button type="button" className={primary} disabled={send.isPending} onClick={() => window.confirm(t('newsletterAdmin.issues.sendConfirm')) && send.mutate(issue.id)}>
            {t('newsletterAdmin.issues.send')}
          </button>
        )}
      </div>
      {preview.data && (
        <div aria-label={t('newsletterAdmin.issues.preview')} role="region" dir={draft.language === 'ar' ? 'rtl' : 'ltr'} className="prose max-w-none rounded-md border border-dashed border-slate-300 p-4">
          {/* Rendered and sanitized by the server (marked + sanitize-html), as in the mail itself. */}
          <div dangerouslySetInnerHTML={{ __html: preview.data.html }} />
        </div>
      )}
    </form>
  );
}
