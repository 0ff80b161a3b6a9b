import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { useMe } from '@/lib/me.ts';
import type { AssistantFeature } from '@/lib/conversation-api.ts';
import { isOfflineId } from '@/lib/offline-conversations.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { useAskAssistant } from '../api/ask-assistant.ts';
import { useAssistantStore } from '../api/assistant-store.ts';
import { useAssistantConversation } from '../api/get-assistant-conversation.ts';
import { useAssistantConversations } from '../api/get-assistant-conversations.ts';
import { useDeleteAssistantConversation, useEditAssistantConversation } from '../api/edit-assistant-conversation.ts';
import { recentSearchesKey, useRecentSearches } from '../api/get-recent-searches.ts';
import { AssistantConversationItem } from './AssistantConversationItem.tsx';
import { AssistantMessage } from './AssistantMessage.tsx';
import { MarketErrorAlert } from './MarketErrorAlert.tsx';

/** A refusal of the plan (not in it, or this month's allowance used) says which plan has it. */
const isPlanRefusal = (error: unknown) => error instanceof ApiError && (error.code === 'TIER_REQUIRED' || error.code === 'QUOTA_EXCEEDED');

export const ASSISTANTS: readonly AssistantFeature[] = ['market', 'legal', 'partners', 'general'];

/**
 * The assistant panel of /market (issue 10): one assistant per feature, each with its own
 * conversations. Offline-first: a question is kept on this device and sent when the server can be
 * reached; a failed sync is only the warning above the conversation.
 */
export function AssistantPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const { store, warning } = useAssistantStore(userId);
  const [feature, setFeature] = useState<AssistantFeature>('market');
  const [selected, setSelected] = useState<string | null>(null);
  const [text, setText] = useState('');
  const list = useAssistantConversations(store, feature);
  const conversation = useAssistantConversation(store, selected);
  const ask = useAskAssistant(store);
  const recent = useRecentSearches(store);
  const client = useQueryClient();
  const edit = useEditAssistantConversation(store);
  const remove = useDeleteAssistantConversation(store);
  const nav = useRef<HTMLElement>(null);
  // After a delete, focus moves to the next conversation (or the previous, or "New conversation").
  const focusAfterDelete = useRef<{ deleted: string; next: string } | null>(null);
  // The spec's own messages ('Conversation not found', 'No active conversation') are shown as they are.
  const errorText = (error: unknown) => (error instanceof ApiError || !(error instanceof Error) ? requestErrorMessage(error, t) : error.message);
  const assistant = t(`assistant.features.${feature}`);

  // The selection follows its id when the server's replaces the `offline_` one; a conversation the server
  // no longer has is let go, so the next question starts a new one (the refusal stays shown).
  useEffect(
    () =>
      store.subscribe((e) => {
        if (e.type === 'swapped') setSelected((id) => (id === e.from ? e.to : id));
        if (e.type === 'removed') setSelected((id) => (id === e.id ? null : id));
      }),
    [store],
  );

  useEffect(() => {
    const pending = focusAfterDelete.current;
    if (!pending || list.data?.some((c) => c.id === pending.deleted)) return;
    const target = nav.current?.querySelector<HTMLElement>(`[data-conversation-id="${CSS.escape(pending.next)}"]`) ?? nav.current?.querySelector<HTMLElement>('button');
    target?.focus();
    focusAfterDelete.current = null;
  }, [list.data]);
  const deleteConversation = (id: string) => {
    const items = list.data ?? [];
    const at = items.findIndex((c) => c.id === id);
    focusAfterDelete.current = { deleted: id, next: (items[at + 1] ?? items[at - 1])?.id ?? '' };
    remove.mutate(id);
  };

  const send = (question: string) => {
    const trimmed = question.trim();
    if (!trimmed) return;
    setText('');
    ask.mutate(
      { feature, conversationId: selected, question: trimmed, onStored: (c) => setSelected(c.id) },
      { onSettled: () => client.invalidateQueries({ queryKey: recentSearchesKey }) },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };
  const choose = (next: AssistantFeature) => {
    setFeature(next);
    setSelected(null);
  };
  const shown = conversation.data;
  const waiting = ask.isPending && !isOfflineId(shown?.id ?? '') && !warning;

  return (
    <section aria-labelledby="assistant-heading" className="mt-12 rounded-2xl border border-slate-200 p-5" data-testid="assistant-panel">
      <h2 id="assistant-heading" className="text-2xl font-bold text-slate-900">{t('assistant.heading')}</h2>
      <p className="mt-2 text-slate-700">{t('assistant.intro')}</p>
      <div role="group" aria-label={t('assistant.choose')} className="mt-4 flex flex-wrap gap-2">
        {ASSISTANTS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={f === feature}
            onClick={() => choose(f)}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${f === feature ? 'bg-brand-700 text-white' : 'border border-slate-300 text-slate-800'}`}
          >
            {t(`assistant.features.${f}`)}
          </button>
        ))}
      </div>
      {warning && (
        <p role="status" data-testid="assistant-warning" className="mt-4 rounded-xl bg-amber-50 p-3 text-amber-900">
          {t(warning === 'offline' ? 'assistant.warningOffline' : 'assistant.warningFailed')}
        </p>
      )}
      <div className="mt-4 grid gap-6 md:grid-cols-[16rem_1fr]">
        <nav ref={nav} aria-label={t('assistant.conversations', { assistant })}>
          <button type="button" onClick={() => setSelected(null)} className="w-full rounded-xl border border-brand-600 px-3 py-2 text-start font-semibold text-brand-800">
            {t('assistant.newConversation')}
          </button>
          {list.data?.length === 0 && <p className="mt-3 text-sm text-slate-600">{t('assistant.noConversations')}</p>}
          <ul className="mt-3 space-y-1">
            {list.data?.map((c) => (
              <AssistantConversationItem
                key={c.id}
                conversation={c}
                current={c.id === selected}
                onSelect={() => setSelected(c.id)}
                onRename={(title) => edit.mutate({ id: c.id, edit: { title } })}
                onStar={(isStarred) => edit.mutate({ id: c.id, edit: { isStarred } })}
                onDelete={() => deleteConversation(c.id)}
              />
            ))}
          </ul>
          {(edit.error ?? remove.error) && <p role="alert" className="mt-2 text-sm text-red-700">{errorText(edit.error ?? remove.error)}</p>}
          <p role="status" className="sr-only">{remove.isSuccess ? t('assistant.manage.deleted') : ''}</p>
        </nav>
        <div data-testid="assistant-conversation" data-conversation-id={shown?.id ?? ''}>
          {conversation.error && <p role="alert" className="text-red-700">{errorText(conversation.error)}</p>}
          {ask.error && (isPlanRefusal(ask.error) ? <MarketErrorAlert error={ask.error} /> : <p role="alert" className="text-red-700">{errorText(ask.error)}</p>)}
          <ol className="space-y-3" aria-live="polite">
            {shown?.messages.map((m) => <AssistantMessage key={m.id} message={m} onAsk={send} />)}
          </ol>
          {waiting && <p role="status" className="mt-3 text-slate-600">{t('assistant.thinking')}</p>}
          <form onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row">
            <label htmlFor={inputId} className="sr-only">
              {t('assistant.questionLabel', { assistant })}
            </label>
            <input
              id={inputId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('assistant.placeholder')}
              maxLength={8000}
              className="flex-1 rounded-xl border border-slate-300 px-3 py-2"
            />
            <button type="submit" disabled={!text.trim()} className="rounded-xl bg-brand-700 px-5 py-2 font-semibold text-white disabled:opacity-60">
              {t('assistant.ask')}
            </button>
          </form>
          {recent.data && recent.data.length > 0 && (
            <div className="mt-4">
              <h3 className="text-sm font-semibold text-slate-800">{t('assistant.recent')}</h3>
              <ul className="mt-1 flex flex-wrap gap-2">
                {recent.data.map((r) => (
                  <li key={r.id}>
                    <button type="button" onClick={() => setText(r.query)} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:bg-slate-200">
                      {r.query}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/** The panel for the signed-in person (their conversations are stored under their id). */
export function AssistantSection() {
  const userId = useMe().data?.user.id;
  return userId ? <AssistantPanel userId={userId} /> : null;
}
