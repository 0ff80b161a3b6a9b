import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useConfirmSubscription, useUnsubscribeByLink } from '../api/newsletter-links.ts';

/**
 * What the newsletter mails link to: `?confirm=` confirms as the page opens (the link itself is the
 * reader's click), `?unsubscribe=` waits for one click on the button, so a mail scanner that
 * follows links cannot unsubscribe anyone.
 */
export function NewsletterLinkAction({ confirm, unsubscribe }: { confirm: string | null; unsubscribe: string | null }) {
  const { t } = useTranslation();
  const confirming = useConfirmSubscription();
  const leaving = useUnsubscribeByLink();
  const { mutate: confirmNow } = confirming;
  useEffect(() => {
    if (confirm) confirmNow(confirm);
  }, [confirm, confirmNow]);

  if (confirm) {
    if (confirming.isSuccess) return <FormAlert tone="success">{t('newsletterLinks.confirmed')}</FormAlert>;
    if (confirming.isError) return <FormAlert tone="error">{requestErrorMessage(confirming.error, t)}</FormAlert>;
    return <p role="status">{t('newsletterLinks.confirming')}</p>;
  }
  if (!unsubscribe) return null;
  if (leaving.isSuccess) return <FormAlert tone="success">{t('newsletterLinks.unsubscribed')}</FormAlert>;
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 p-6">
      <p>{t('newsletterLinks.unsubscribeIntro')}</p>
      {leaving.isError && <FormAlert tone="error">{requestErrorMessage(leaving.error, t)}</FormAlert>}
      <button type="button" disabled={leaving.isPending} onClick={() => leaving.mutate(unsubscribe)} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {t('newsletterLinks.unsubscribe')}
      </button>
    </div>
  );
}
