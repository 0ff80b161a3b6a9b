import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@contracts/bookings.ts';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { markSeen, newMessageId, seenCount, useConversation, useExpertChatCounts, usePostMessage, type Seat } from '@/lib/booking-chat.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useMe } from '@/lib/me.ts';
import { getSession } from '@/lib/session.ts';

const button = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:border-brand-700';

/** The seat the viewer holds in this booking's chat; an admin (neither) reads it only. */
function seatOf(booking: Booking, userId: string | undefined): Seat | null {
  if (userId === booking.userId) return 'user';
  if (userId === booking.expertId) return 'expert';
  return null;
}

/**
 * A booking's chat between its user and its expert (/booking and /manage_consultations): closed, it shows
 * the unread count; open, the messages (patched live by the feed) and a box to write. Every send keeps one
 * client messageId across its retries, so a flaky network never posts a message twice.
 */
export function BookingChat({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const meId = useMe().data?.user.id ?? getSession().user?.id;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<{ content: string; messageId: string } | null>(null);
  const conversationId = booking.conversationId ?? '';
  const chat = useConversation(conversationId, booking.id, open && conversationId !== '');
  const counts = useExpertChatCounts(conversationId !== '');
  const post = usePostMessage();
  const seat = seatOf(booking, meId);
  const shown = chat.data?.messages.length ?? 0;

  useEffect(() => {
    if (open && meId && shown > 0) markSeen(meId, conversationId, shown);
  }, [open, meId, conversationId, shown]);

  if (!conversationId) return null;
  const total = counts.data?.[conversationId] ?? 0;
  const unread = open || !meId ? 0 : Math.max(0, total - seenCount(meId, conversationId));

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || !seat) return;
    // Sending the same text again after a failure reuses its key: the first try may have been stored.
    const messageId = pending?.content === content ? pending.messageId : newMessageId();
    setPending({ content, messageId });
    post.mutate({ conversationId, seat, content, messageId }, { onSuccess: () => (setDraft(''), setPending(null)) });
  };

  return (
    <section className="mt-4 border-t border-slate-200 pt-3" aria-label={t('bookingChat.title')}>
      <button type="button" className={button} aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('bookingChat.title')}
        {unread > 0 && (
          <span className="ms-2 rounded-full bg-brand-700 px-2 text-xs text-white" data-testid="chat-unread">
            {t('bookingChat.unread', { count: unread })}
          </span>
        )}
      </button>
      {open && (
        <div className="mt-3 space-y-3">
          {chat.isPending && <p className="text-sm text-slate-600">{t('bookingChat.loading')}</p>}
          {chat.isError && <FormAlert tone="error">{requestErrorMessage(chat.error, t)}</FormAlert>}
          {chat.data && chat.data.messages.length === 0 && <p className="text-sm text-slate-600">{t('bookingChat.empty')}</p>}
          {chat.data && chat.data.messages.length > 0 && (
            <ol className="max-h-72 space-y-2 overflow-y-auto" aria-live="polite" data-testid="chat-messages">
              {chat.data.messages.map((m) => (
                <li key={m.id} className={`rounded-lg px-3 py-2 text-sm ${m.role === seat ? 'ms-8 bg-brand-50' : 'me-8 bg-slate-100'}`}>
                  <span className="block text-xs font-semibold text-slate-700">
                    {m.role === seat ? t('bookingChat.you') : t(`bookingChat.roles.${m.role}`)} · {new Date(m.createdAt).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })}
                  </span>
                  <span className="block whitespace-pre-wrap" dir="auto">{m.content}</span>
                </li>
              ))}
            </ol>
          )}
          {seat ? (
            <form className="flex gap-2" onSubmit={send}>
              <label className="sr-only" htmlFor={`chat-${booking.id}`}>
                {t('bookingChat.message')}
              </label>
              <textarea
                id={`chat-${booking.id}`}
                rows={2}
                maxLength={8000}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                className="block w-full rounded-md border border-slate-400 p-2 text-sm"
              />
              <button type="submit" className={button} disabled={!draft.trim() || post.isPending}>
                {t('bookingChat.send')}
              </button>
            </form>
          ) : (
            <p className="text-sm text-slate-600">{t('bookingChat.readOnly')}</p>
          )}
          {post.isError && <FormAlert tone="error">{requestErrorMessage(post.error, t)}</FormAlert>}
        </div>
      )}
    </section>
  );
}
