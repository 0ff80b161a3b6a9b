import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Star, Trash2 } from 'lucide-react';
import { cutTitle, isOfflineId, type LocalConversation } from '@/lib/offline-conversations.ts';

type Props = {
  conversation: LocalConversation;
  current: boolean;
  onSelect: () => void;
  onRename: (title: string) => void;
  onStar: (isStarred: boolean) => void;
  onDelete: () => void;
};

const iconButton = 'shrink-0 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/**
 * One conversation of the assistant's list with its rename (inline, cut to 255 like the API, empty
 * refused), star and delete (asked to confirm first). Escape leaves a rename or a confirmation and
 * focus returns to the button that opened it; the panel moves focus on after a delete.
 */
export function AssistantConversationItem({ conversation: c, current, onSelect, onRename, onStar, onDelete }: Props) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view');
  const [draft, setDraft] = useState(c.title);
  const [empty, setEmpty] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const questionId = useId();
  const input = useRef<HTMLInputElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<'rename' | 'delete' | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);

  // In view mode the buttons are rendered anew, so focus goes back to the one that opened the form once it exists.
  useEffect(() => {
    if (mode === 'rename') {
      input.current?.focus();
      input.current?.select();
    } else if (mode === 'confirm') cancel.current?.focus();
    else if (returnTo.current) (returnTo.current === 'rename' ? renameButton : deleteButton).current?.focus();
    returnTo.current = null;
  }, [mode]);

  const open = (next: 'rename' | 'confirm') => {
    setDraft(c.title);
    setEmpty(false);
    setMode(next);
  };
  const close = () => {
    returnTo.current = mode === 'rename' ? 'rename' : 'delete';
    setMode('view');
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const title = cutTitle(draft);
    if (!title) {
      setEmpty(true);
      input.current?.focus();
      return;
    }
    if (title !== c.title) onRename(title);
    close();
  };

  if (mode === 'rename') {
    return (
      <li>
        <form onSubmit={save} onKeyDown={escape} className="rounded-lg border border-slate-300 p-2" noValidate>
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
            {t('assistant.manage.titleLabel')}
          </label>
          <input
            id={inputId}
            ref={input}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? errorId : undefined}
            className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1 text-sm"
          />
          {empty && (
            <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
              {t('assistant.manage.titleRequired')}
            </p>
          )}
          <div className="mt-2 flex gap-2">
            <button type="submit" className="rounded-lg bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
              {t('assistant.manage.save')}
            </button>
            <button type="button" onClick={close} className="rounded-lg border border-slate-300 px-3 py-1 text-sm">
              {t('assistant.manage.cancel')}
            </button>
          </div>
        </form>
      </li>
    );
  }

  if (mode === 'confirm') {
    return (
      <li>
        <div role="group" aria-labelledby={questionId} onKeyDown={escape} className="rounded-lg border border-red-300 bg-red-50 p-2">
          <p id={questionId} className="text-sm text-red-900">
            {t('assistant.manage.confirmDelete', { title: c.title })}
          </p>
          <div className="mt-2 flex gap-2">
            <button type="button" onClick={onDelete} className="rounded-lg bg-red-700 px-3 py-1 text-sm font-semibold text-white">
              {t('assistant.manage.delete')}
            </button>
            <button type="button" ref={cancel} onClick={close} className="rounded-lg border border-slate-300 bg-white px-3 py-1 text-sm">
              {t('assistant.manage.cancel')}
            </button>
          </div>
        </div>
      </li>
    );
  }

  return (
    <li className="flex items-center gap-1">
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        onClick={onSelect}
        data-conversation-id={c.id}
        className={`min-w-0 flex-1 truncate rounded-lg px-3 py-2 text-start text-sm ${current ? 'bg-brand-50 font-semibold' : 'hover:bg-slate-50'}`}
      >
        {c.title}
        {isOfflineId(c.id) && <span className="ms-1 text-amber-800">· {t('assistant.notSent')}</span>}
      </button>
      <button
        type="button"
        aria-pressed={c.isStarred}
        aria-label={t('assistant.manage.star', { title: c.title })}
        onClick={() => onStar(!c.isStarred)}
        className={iconButton}
        data-testid="conversation-star"
      >
        <Star aria-hidden="true" className={`size-4 ${c.isStarred ? 'fill-amber-400 text-amber-600' : ''}`} />
      </button>
      <button type="button" ref={renameButton} aria-label={t('assistant.manage.rename', { title: c.title })} onClick={() => open('rename')} className={iconButton}>
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button type="button" ref={deleteButton} aria-label={t('assistant.manage.deleteTitle', { title: c.title })} onClick={() => open('confirm')} className={iconButton}>
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
