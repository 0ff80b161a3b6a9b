import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { getSession, subscribeSession } from '@/lib/session.ts';
import { useConsultationAccess } from '../api/get-consultation-access.ts';
import { useTopics } from '../api/get-topics.ts';
import { AnswersStep } from '../components/AnswersStep.tsx';
import { choiceFromParams, choiceToParams, stepOf, type BookingChoice, type BookingStep } from '../components/booking-choice.ts';
import { ConfirmStep } from '../components/ConfirmStep.tsx';
import { PlanLimitAlert } from '../components/PlanLimitAlert.tsx';
import { TopicStep } from '../components/TopicStep.tsx';
import { riyadhDayOf } from '../components/time-labels.ts';
import { topicTitle } from '../components/topic-text.ts';
import { WhenStep } from '../components/WhenStep.tsx';
import { queryKeys } from '@/lib/query-keys.ts';

const STEPS: BookingStep[] = ['topic', 'answers', 'when', 'confirm'];
const STEP_KEYS = { topic: 'stepTopic', answers: 'stepAnswers', when: 'stepWhen', confirm: 'stepConfirm' } as const;

/** /book/15 and /book/20: topic → follow-up answers → day and time on a calendar → confirm, the whole choice in the URL. */
function BookPage({ duration }: { duration: 15 | 20 }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const choice = choiceFromParams(params);
  const step = stepOf(choice);
  const topics = useTopics(i18n.language);
  const topic = topics.data?.find((x) => x.id === choice.topic);
  // Visitors browse freely; a signed-in user learns at once when the plan stops the booking.
  const signedIn = useSyncExternalStore(subscribeSession, () => getSession().isAuthenticated);
  const planLimit = useConsultationAccess(signedIn).data ?? null;

  const client = useQueryClient();
  const update = (patch: Partial<BookingChoice>) => setParams(choiceToParams({ ...choice, ...patch }));
  // A taken slot means the cached day is stale: fetch it again before the user picks another.
  const pickAnother = () => {
    void client.invalidateQueries({ queryKey: queryKeys.slots });
    update({ slot: '', expertId: '' });
  };

  return (
    <>
      <Seo title={t('consultations.book.title', { minutes: duration })} description={t('consultations.book.intro')} />
      <PageHeading intro={t('consultations.book.intro')}>{t('consultations.book.title', { minutes: duration })}</PageHeading>
      <ol className="mb-8 flex flex-wrap gap-2 text-sm" aria-label={t('consultations.startHeading')}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className={`rounded-full px-3 py-1 ${s === step ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700'}`}>
            {i + 1}. {t(`consultations.book.${STEP_KEYS[s]}`)}
          </li>
        ))}
      </ol>
      {planLimit && (
        <div className="mb-6">
          <PlanLimitAlert limit={planLimit} />
        </div>
      )}
      {topics.error && <FormAlert tone="error">{requestErrorMessage(topics.error, t)}</FormAlert>}
      {topics.isPending && <p role="status">{t('common.loading')}</p>}
      {topics.data && step === 'topic' && (
        <TopicStep topics={topics.data} selected={choice.topic} onSelect={(id) => update({ topic: id, answers: {}, answered: false })} />
      )}
      {topic && step !== 'topic' && (
        <p className="mb-6 flex flex-wrap items-center gap-3">
          <span className="font-semibold">{topicTitle(t, topic.id, topic.title)}</span>
          <button type="button" className="text-sm text-brand-700 underline" onClick={() => update({ topic: '', answers: {}, answered: false, slot: '', expertId: '' })}>
            {t('consultations.back')}
          </button>
        </p>
      )}
      {topic && step === 'answers' && (
        <AnswersStep
          topic={topic}
          initial={choice.answers}
          onBack={() => update({ topic: '' })}
          onDone={(answers) => update({ answers, answered: true })}
        />
      )}
      {topic && step === 'when' && (
        <div className="space-y-6">
          <WhenStep
            duration={duration}
            topic={choice.topic}
            day={choice.day}
            onDay={(d) => update({ day: d, slot: '', expertId: '' })}
            onChoose={(s) => update({ day: riyadhDayOf(s.start), slot: s.start, expertId: s.expertId })}
          />
          <button type="button" className="rounded-md border border-slate-300 px-4 py-2 font-semibold" onClick={() => update({ answered: false })}>
            {t('consultations.back')}
          </button>
        </div>
      )}
      {topic && step === 'confirm' && (
        <ConfirmStep duration={duration} topic={topic} choice={choice} onPickAnother={pickAnother} blocked={Boolean(planLimit)} />
      )}
    </>
  );
}

export function Book15Page() {
  return <BookPage duration={15} />;
}

export function Book20Page() {
  return <BookPage duration={20} />;
}
