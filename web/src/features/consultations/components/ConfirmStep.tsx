import { useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Topic } from '@contracts/bookings.ts';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { getSession, isBusinessInfoCompleted, rememberReturnPath, subscribeSession } from '@/lib/session.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { useExperts } from '../api/get-experts.ts';
import { BookingErrorAlert } from './BookingErrorAlert.tsx';
import type { BookingChoice } from './booking-choice.ts';
import { SlotTime } from './SlotTime.tsx';
import { dayLabel } from './time-labels.ts';
import { questionText, topicTitle } from './topic-text.ts';

const primary = 'rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-50';

/**
 * The summary and the one action: book when signed in with a completed profile; otherwise sign in or
 * complete the profile first, remembering this URL (it holds the whole choice) as the way back.
 * `blocked`: the plan stops the booking (said above the steps), so there is nothing to confirm.
 */
export function ConfirmStep({ duration, topic, choice, onPickAnother, blocked }: { duration: number; topic: Topic; choice: BookingChoice; onPickAnother: () => void; blocked?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSyncExternalStore(subscribeSession, () => getSession().isAuthenticated);
  const onboarded = useSyncExternalStore(subscribeSession, () => isBusinessInfoCompleted());
  const create = useCreateBooking();
  // Who the slot belongs to: people want to know whom they will meet before they confirm.
  const expert = useExperts().data?.find((e) => e.id === choice.expertId);
  const day = dayLabel(choice.day, i18n.language);

  const leaveFor = (path: string) => {
    rememberReturnPath(location.pathname + location.search);
    navigate(path);
  };
  const confirm = () => {
    if (!signedIn) return leaveFor('/login');
    if (!onboarded) return leaveFor('/complete-profile');
    create.mutate({ duration, start: choice.slot, topic: choice.topic, expertId: choice.expertId || undefined, answers: choice.answers });
  };

  if (create.data) {
    return (
      <FormAlert tone="success">
        <p className="font-semibold">{t('consultations.book.booked')}</p>
        <p className="mt-1 font-semibold" data-testid="booked-when">
          {t('consultations.book.bookedAt', { when: formatLocalDateTime(create.data.booking.start, i18n.language) })}
        </p>
        <p className="mt-1">
          {day.gregorian} · {day.hijri} · {t('consultations.with', { name: create.data.booking.expert.displayName })}
        </p>
        <Link to="/booking" className="mt-2 inline-block font-semibold text-brand-700 underline">
          {t('consultations.book.seeBookings')}
        </Link>
      </FormAlert>
    );
  }
  return (
    <section aria-labelledby="confirm-heading" className="space-y-4">
      <h2 id="confirm-heading" className="text-xl font-bold text-slate-900">{t('consultations.book.confirmHeading')}</h2>
      <dl className="grid gap-2 rounded-2xl border border-slate-200 p-4 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-semibold">{t('consultations.book.stepTopic')}</dt>
        <dd>{topicTitle(t, topic.id, topic.title)} · {t('consultations.minutes', { minutes: duration })}</dd>
        <dt className="font-semibold">{t('consultations.book.stepWhen')}</dt>
        <dd>
          <span className="block">{day.weekday}, {day.gregorian}</span>
          <span className="block text-sm text-slate-600" data-testid="hijri-date">{day.hijri}</span>
          <SlotTime start={choice.slot} />
        </dd>
        {expert && (
          <>
            <dt className="font-semibold">{t('consultations.book.expert')}</dt>
            <dd data-testid="confirm-expert">
              <span dir="auto">{expert.displayName}</span>
              {expert.headline && <span className="block text-sm text-slate-600" dir="auto">{expert.headline}</span>}
            </dd>
          </>
        )}
        {topic.followUps.filter((f) => choice.answers[f.id]).map((f) => (
          <div key={f.id} className="contents">
            <dt className="font-semibold">{questionText(t, f.id, f.question)}</dt>
            <dd className="whitespace-pre-wrap" dir="auto">{choice.answers[f.id]}</dd>
          </div>
        ))}
      </dl>
      {!(signedIn && onboarded) && <p className="text-sm text-slate-700">{t('consultations.book.signInHint')}</p>}
      {create.error && <BookingErrorAlert error={create.error} onPickAnother={onPickAnother} />}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primary} onClick={confirm} disabled={create.isPending || blocked}>
          {!signedIn ? t('consultations.book.signInToConfirm') : !onboarded ? t('consultations.book.completeProfileToConfirm') : t('consultations.book.confirm')}
        </button>
        <button type="button" className="rounded-md border border-slate-300 px-5 py-3 font-semibold hover:border-brand-700" onClick={onPickAnother}>
          {t('consultations.book.changeTime')}
        </button>
      </div>
    </section>
  );
}
