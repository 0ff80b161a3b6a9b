import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { TextField } from '@/components/forms/Field.tsx';
import { fieldProps, useSchemaForm } from '@/lib/forms.ts';
import { DEFAULT_DISPLAY_NAME, MEETING_SUBJECT } from '../jitsi-config.ts';

const joinInput = z.object({ displayName: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)) });

/** Spec section 2: the display name is asked for on joining and is required. */
export function JoinForm({ onJoin }: { onJoin: (displayName: string) => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(joinInput, { displayName: DEFAULT_DISPLAY_NAME }, { displayName: t('meeting.nameRequired') });
  return (
    <form noValidate className="mx-auto mt-16 max-w-md space-y-4 rounded-lg bg-white p-6 shadow" onSubmit={form.handleSubmit((v) => onJoin(v.displayName))}>
      <h1 className="text-2xl font-bold text-slate-900">{t('meeting.title')}</h1>
      <p className="text-slate-700">{t('meeting.subject', { subject: MEETING_SUBJECT })}</p>
      <TextField label={t('meeting.displayName')} autoComplete="name" required {...fieldProps(form, 'displayName')} />
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {t('meeting.join')}
      </button>
    </form>
  );
}
