import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { routes } from '@contracts/paths.ts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { getSession } from '@/lib/session.ts';
import { useMeeting } from '@/lib/meeting.ts';
import { JitsiRoom } from '../components/JitsiRoom.tsx';
import { JoinForm } from '../components/JoinForm.tsx';
import { CODE_REQUIRED, checkMeetingCode } from '../jitsi-config.ts';

/**
 * The Jitsi domain is allowed by the CSP of a document served at /meeting/… only. Arriving here by an
 * in-app navigation keeps the previous page's stricter CSP, so the room loads itself once as a document.
 */
function servedAsRoomDocument(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  const first = entry ? new URL(entry.name).pathname : location.pathname;
  return first.toLowerCase() === location.pathname.toLowerCase();
}

function Notice({ children }: { children: string }) {
  return (
    <div className="mx-auto mt-16 max-w-md">
      <FormAlert tone="error">{children}</FormAlert>
    </div>
  );
}

export function MeetingPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo title={t('meeting.title')} description={t('meeting.description')} noindex />
      <Room />
    </>
  );
}

function Room() {
  const { t, i18n } = useTranslation();
  const { code } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [displayName, setDisplayName] = useState<string | null>(null);
  const check = checkMeetingCode(code);
  const mustReload = check.ok && !servedAsRoomDocument();
  const meeting = useMeeting(check.ok && !mustReload ? check.bookingId : null);
  useEffect(() => {
    if (mustReload) location.reload();
  }, [mustReload]);

  if (mustReload) return null;
  if (!check.ok) return <Notice>{check.error === CODE_REQUIRED ? t('meeting.codeRequired') : t('meeting.codeInvalid')}</Notice>;
  if (meeting.isPending) return <p className="mt-16 text-center text-slate-700">{t('common.loading')}</p>;
  if (meeting.isError) {
    const error = meeting.error;
    if (error instanceof ApiError && error.code === 'MEETING_NOT_OPEN' && typeof error.details.opensAt === 'string') {
      const opensAt = new Date(error.details.opensAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
      return <Notice>{t('meeting.notOpen', { opensAt })}</Notice>;
    }
    if (error instanceof ApiError && error.status === 404) return <Notice>{t('meeting.notFound')}</Notice>;
    return <Notice>{requestErrorMessage(error, t)}</Notice>;
  }
  if (displayName === null) return <JoinForm onJoin={setDisplayName} />;
  // After hanging up, staff go back to their sessions and users to their bookings.
  const leave = () => navigate(['expert', 'admin'].includes(getSession().user?.role ?? '') ? routes.manageConsultations : routes.booking);
  return <JitsiRoom domain={meeting.data.domain} roomName={meeting.data.roomName} displayName={displayName} embedded={search.get('embed') === '1'} onLeave={leave} />;
}
