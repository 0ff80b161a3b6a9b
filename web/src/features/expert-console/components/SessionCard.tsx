import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contracts/bookings.ts';
import { pathTo, routes } from '@contracts/paths.ts';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { BookingChat } from '@/components/BookingChat.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useRecordOutcome, useRequestReschedule, type Outcome } from '../api/session-actions.ts';

const OUTCOMES: readonly Outcome[] = ['completed', 'no_show_user', 'no_show_expert'];
/** The room is open from 10 minutes before the start to 30 after the end (the API decides; this only offers the link). */
const roomOpen = (booking: Booking, now: number) => now >= Date.parse(booking.start) - 10 * 60_000 && now <= Date.parse(booking.end) + 30 * 60_000;
const button = 'rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold hover:bg-slate-100';

/** Who booked and what they answered before the call: the expert prepares with it (the API shows it to this booking's expert only). */
function ClientBrief({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const answers = Object.entries(booking.answers).filter(([, answer]) => answer.trim() !== '');
  const client = booking.client;
  return (
    <>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-testid="session-client">
        <dt className="font-semibold">{t('expertConsole.client')}</dt>
        <dd data-testid="client-name" dir="auto">{client?.name || t('expertConsole.unnamed')}</dd>
        {client?.company && (
          <>
            <dt className="font-semibold">{t('expertConsole.company')}</dt>
            <dd data-testid="client-company" dir="auto">{client.company}</dd>
          </>
        )}
        {answers.map(([question, answer]) => (
          <div key={question} className="contents">
            <dt className="font-semibold">{t(`consultations.questions.${question}`, { defaultValue: question })}</dt>
            <dd className="whitespace-pre-wrap" data-testid="client-answer" dir="auto">{answer}</dd>
          </div>
        ))}
        {booking.notes && (
          <>
            <dt className="font-semibold">{t('expertConsole.notes')}</dt>
            <dd className="whitespace-pre-wrap" dir="auto">{booking.notes}</dd>
          </>
        )}
      </dl>
      {answers.length === 0 && !booking.notes && <p className="text-sm text-slate-600">{t('expertConsole.noAnswers')}</p>}
    </>
  );
}

/** One session: its time and status, request reschedule (with a reason) and the outcome once it started. */
export function SessionCard({ booking, now, timeZone }: { booking: Booking; now: number; timeZone?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const reschedule = useRequestReschedule();
  const outcome = useRecordOutcome();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const start = new Date(booking.start);
  const when = start.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const error = reschedule.error ?? outcome.error;
  const confirmed = booking.status === 'confirmed';
  // Before the start the host may ask to move it; from the start on, the outcome is recorded (the API says TOO_EARLY before).
  const started = now >= Date.parse(booking.start);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-booking={booking.id}>
      <p className="font-semibold">
        {when}
        {/* The space stays outside the left-to-right zone name: inside it, an Arabic line put it on the far side. */}
        {timeZone && <>{' '}<span className="text-sm font-normal text-slate-600" dir="ltr" data-testid="session-zone">({timeZone})</span></>} · {t('expertConsole.minutes', { count: booking.duration })} · {t(`expertConsole.topics.${booking.topic}`, { defaultValue: booking.topic })}
      </p>
      <ClientBrief booking={booking} />
      <p>
        {t('expertConsole.status')}: <span data-testid="session-status">{t(`expertConsole.statuses.${booking.status}`)}</span>
      </p>
      {confirmed && roomOpen(booking, now) && (
        // A document load, not an in-app link: only the room's own document may load Jitsi (see api/app.ts).
        <a href={pathTo(routes.meeting, { code: booking.meeting.meetingCode })} className="mt-2 inline-block rounded-md bg-brand-700 px-3 py-1 font-semibold text-white">
          {t('expertConsole.joinRoom')}
        </a>
      )}
      {confirmed && (
        <div className="mt-2 flex flex-wrap gap-2">
          {!asking && !started && (
            <button type="button" className={button} onClick={() => setAsking(true)}>
              {t('expertConsole.requestReschedule')}
            </button>
          )}
          {started && OUTCOMES.map((status) => (
            <button key={status} type="button" className={button} disabled={outcome.isPending} onClick={() => outcome.mutate({ id: booking.id, status })}>
              {t(`expertConsole.mark.${status}`)}
            </button>
          ))}
        </div>
      )}
      {confirmed && asking && !started && (
        <form
          className="mt-2 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) reschedule.mutate({ id: booking.id, reason: reason.trim() }, { onSuccess: () => setAsking(false) });
          }}
        >
          <label className="block text-sm font-semibold">
            {t('expertConsole.reason')}
            <textarea required maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} className="mt-1 block w-full rounded-md border border-slate-400 p-2" />
          </label>
          <button type="submit" className={button} disabled={!reason.trim() || reschedule.isPending}>
            {t('expertConsole.sendRequest')}
          </button>
        </form>
      )}
      {error && (
        <div className="mt-2">
          <FormAlert tone="error">{(error as { code?: string }).code === 'TOO_EARLY' ? t('expertConsole.tooEarly') : requestErrorMessage(error, t)}</FormAlert>
        </div>
      )}
      <BookingChat booking={booking} />
    </li>
  );
}
