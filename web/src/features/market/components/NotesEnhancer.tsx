import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '@/lib/csv.ts';
import type { DateFinder } from '../notes/dates.ts';
import { enhanceNotes, type Notes } from '../notes/enhance-notes.ts';
import { notesToMarkdown, type NotesLabels } from '../notes/notes-markdown.ts';
import { formatAsOf, formatNumber } from './format.ts';

const MAX_CHARS = 50_000;

/** A found date in the reader's language; a month without a day is shown as the month. */
function shownDate(iso: string, language: string): string {
  if (iso.length !== 7) return formatAsOf(iso, language);
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}-01T00:00:00Z`));
}

/**
 * The AI notes enhancer (spec section 7): everything happens in this tab, nothing is sent. The English
 * date library is fetched (from our own origin) the first time the user focuses the text or asks for notes.
 */
export function NotesEnhancer() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [notes, setNotes] = useState<Notes | null>(null);
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const finder = useRef<Promise<DateFinder | undefined> | null>(null);
  const loadFinder = () => {
    // Without the library, written dates are still found; only English phrases like "next Friday" wait for it.
    finder.current ??= import('../notes/chrono-dates.ts').then((m) => m.loadDateFinder(), () => undefined);
    return finder.current;
  };
  const labels: NotesLabels = useMemo(
    () => ({
      notes: t('market.notes.untitled'),
      headings: t('market.notes.headings'),
      keyPoints: t('market.notes.keyPoints'),
      actionItems: t('market.notes.actionItems'),
      due: t('market.notes.due'),
      dates: t('market.notes.dates'),
      amounts: t('market.notes.amounts'),
      hijri: t('market.notes.hijri'),
      percent: t('market.notes.percent'),
    }),
    [t],
  );
  const markdown = notes ? notesToMarkdown(notes, labels) : '';
  const structure = async () => {
    const findDate = await loadFinder();
    setNotes(enhanceNotes(text, new Date(), findDate));
    setCopied('idle');
  };
  const copy = () =>
    navigator.clipboard.writeText(markdown).then(
      () => setCopied('done'),
      () => setCopied('failed'),
    );
  const save = () => download('bawaba-notes.md', markdown, 'text/markdown;charset=utf-8');
  const empty = notes && !notes.headings.length && !notes.keyPoints.length && !notes.actionItems.length && !notes.dates.length && !notes.amounts.length;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 print:hidden" data-testid="notes-enhancer">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">{t('market.notes.heading')}</h2>
      <p className="mt-2 text-slate-700">{t('market.notes.intro')}</p>
      <label htmlFor={`${id}-text`} className="mt-4 block font-medium text-slate-900">{t('market.notes.label')}</label>
      <textarea
        id={`${id}-text`}
        value={text}
        onFocus={() => void loadFinder()}
        onChange={(e) => setText(e.target.value)}
        maxLength={MAX_CHARS}
        rows={8}
        dir="auto"
        placeholder={t('market.notes.placeholder')}
        className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
      />
      <button type="button" onClick={() => void structure()} disabled={!text.trim()} className="mt-3 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-50">
        {t('market.notes.structure')}
      </button>
      {empty && <p className="mt-4 text-slate-700">{t('market.notes.nothingFound')}</p>}
      {notes && !empty && (
        <div className="mt-6 rounded-2xl border border-slate-200 p-5" dir="auto">
          <h3 className="text-xl font-semibold text-slate-900">{notes.title ?? t('market.notes.untitled')}</h3>
          <NoteList title={labels.headings} items={notes.headings} />
          <NoteList title={labels.keyPoints} items={notes.keyPoints} />
          <NoteList title={labels.actionItems} items={notes.actionItems.map((a) => (a.due?.iso ? `${a.text} (${labels.due}: ${shownDate(a.due.iso, i18n.language)})` : a.text))} testId="notes-actions" />
          <NoteList title={labels.dates} items={notes.dates.map((d) => (d.iso ? `${d.text} → ${shownDate(d.iso, i18n.language)}` : `${d.text} (${labels.hijri})`))} />
          <NoteList
            title={labels.amounts}
            items={notes.amounts.map((a) => `${a.text} → ${a.kind === 'percent' ? `${formatNumber(a.value, i18n.language)} %` : `${formatNumber(a.value, i18n.language)} ${a.currency}`}`)}
            testId="notes-amounts"
          />
          <p className="mt-5 flex flex-wrap gap-3">
            <button type="button" onClick={() => void copy()} className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700">{t('market.notes.copy')}</button>
            <button type="button" onClick={save} className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700">{t('market.notes.download')}</button>
            <span role="status" className="self-center text-sm text-slate-700">
              {copied === 'done' ? t('market.notes.copied') : copied === 'failed' ? t('market.notes.copyFailed') : ''}
            </span>
          </p>
        </div>
      )}
    </section>
  );
}

function NoteList({ title, items, testId }: { title: string; items: string[]; testId?: string }) {
  if (items.length === 0) return null;
  return (
    <>
      <h4 className="mt-4 font-semibold text-slate-900">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 ps-5 text-slate-700" data-testid={testId}>
        {items.map((item, i) => (
          <li key={`${i}-${item}`}>{item}</li>
        ))}
      </ul>
    </>
  );
}
