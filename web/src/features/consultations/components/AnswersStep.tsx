import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { MAX_FOLLOW_UP_ANSWER, type Topic } from '@contracts/bookings.ts';
import { TextArea } from '@/components/forms/Field.tsx';
import { useSchemaForm } from '@/lib/forms.ts';
import { questionText } from './topic-text.ts';

// Question ids hold dots, which react-hook-form reads as paths: the form keeps answers by position.
const answersForm = z.object({ answers: z.array(z.string().check(z.trim(), z.maxLength(MAX_FOLLOW_UP_ANSWER))) });
type AnswersForm = z.infer<typeof answersForm>;

/** The topic's follow-up questions; each answer optional and at most 2,000 characters (the API's rule). */
export function AnswersStep({
  topic,
  initial,
  onDone,
  onBack,
}: {
  topic: Topic;
  initial: Record<string, string>;
  onDone: (answers: Record<string, string>) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<AnswersForm, AnswersForm>(answersForm, { answers: topic.followUps.map((f) => initial[f.id] ?? '') });
  const submit = form.handleSubmit((values) => {
    const answers: Record<string, string> = {};
    topic.followUps.forEach((f, i) => {
      const text = values.answers[i];
      if (text) answers[f.id] = text;
    });
    onDone(answers);
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">{t('consultations.book.answersHint')}</p>
      {topic.followUps.map((f, i) => {
        const error = form.formState.errors.answers?.[i]?.message;
        return (
          <TextArea
            key={f.id}
            label={questionText(t, f.id, f.question)}
            optional
            rows={3}
            error={typeof error === 'string' ? error : undefined}
            {...form.register(`answers.${i}`)}
          />
        );
      })}
      <div className="flex gap-3">
        <button type="button" onClick={onBack} className="rounded-md border border-slate-300 px-4 py-2 font-semibold">
          {t('consultations.back')}
        </button>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('consultations.continue')}
        </button>
      </div>
    </form>
  );
}
