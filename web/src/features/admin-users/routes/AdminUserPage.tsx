import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routes } from '@contracts/paths.ts';
import { AuditTimeline } from '@/components/admin/AuditTimeline.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { auditQuery } from '@/lib/admin-audit.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useAdminUser } from '../api/get-user.ts';
import { AsOf } from '../components/AsOf.tsx';
import { ExpertProfileSection } from '../components/ExpertProfileSection.tsx';
import { RecordList } from '../components/RecordList.tsx';
import { RowActions } from '../components/RowActions.tsx';
import { UserBookings } from '../components/UserBookings.tsx';

const PROFILE = ['id', 'email', 'firstName', 'lastName', 'displayName', 'role', 'emailVerified', 'businessInfoCompleted', 'disabled', 'erased', 'signInMethods', 'createdAt', 'updatedAt'];
const SUBSCRIPTION = ['tier', 'billingPeriod', 'startDate', 'promoCode'];
/** Each sign-in opens a session family on the user's stream (refreshes rotate within it). */
const SIGN_IN = 'SessionFamilyOpened';

/** /admin/users/{id}: the record, business profile, subscription, sign-ins, bookings, actions, the audit timeline and "as of". */
export function AdminUserPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const record = useAdminUser(id);
  const subject = `user:${id}`;
  // The timeline's own query: the sign-ins below read the pages it has loaded.
  const history = useInfiniteQuery(auditQuery(subject));
  const signIns = (history.data?.pages.flatMap((p) => p.items) ?? []).filter((e) => e.type === SIGN_IN).reverse();
  const [at, setAt] = useState<string>();
  const user = record.data?.user;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Seo title={t('adminArea.users.detailTitle')} description={t('adminArea.users.description')} noindex />
      <Link to={routes.adminUsers} className="text-sm font-semibold text-brand-700 underline">{t('adminArea.users.back')}</Link>
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold">
        {user ? user.displayName || user.email : t('adminArea.users.detailTitle')}
      </h1>
      {record.isError && <FormAlert tone="error">{requestErrorMessage(record.error, t)}</FormAlert>}
      {record.isPending && <p>{t('common.loading')}</p>}
      {record.data && user && (
        <>
          <RowActions user={user} />
          <div className="grid gap-4 lg:grid-cols-3">
            <RecordList title={t('adminArea.users.profile')} record={user} fields={PROFILE} testId="user-profile" />
            <RecordList title={t('adminArea.users.businessProfile')} record={record.data.businessProfile} />
            <div className="space-y-4">
              <RecordList title={t('adminArea.users.subscription')} record={record.data.subscription} fields={SUBSCRIPTION} />
              <section className="rounded-lg bg-white p-4 shadow">
                <h2 className="text-lg font-bold">{t('adminArea.users.sessions')}</h2>
                <p className="text-xs text-slate-600">{t('adminArea.users.sessionsNote')}</p>
                <ul className="mt-2 space-y-1 text-sm">
                  {signIns.slice(0, 10).map((entry) => (
                    <li key={entry.position}>
                      <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                      {entry.ip && <span className="ms-2 text-slate-600" dir="ltr">{entry.ip}</span>}
                    </li>
                  ))}
                  {history.isSuccess && signIns.length === 0 && <li className="text-slate-700">{t('adminArea.users.none')}</li>}
                </ul>
              </section>
            </div>
          </div>
        </>
      )}
      {user?.role === 'expert' && !user.erased && <ExpertProfileSection userId={user.id} />}
      {user && <UserBookings userId={user.id} />}
      <div className="grid gap-4 lg:grid-cols-2">
        <AuditTimeline subject={subject} onPick={setAt} />
        <AsOf key={at} userId={id} at={at} onAt={setAt} />
      </div>
    </div>
  );
}
