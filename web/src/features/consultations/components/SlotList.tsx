import { useTranslation } from 'react-i18next';
import type { Slot } from '@contracts/bookings.ts';
import { slotTimes } from './time-labels.ts';

/**
 * One day's free times as small buttons, the user's clock first and Riyadh's under it. Choosing one
 * only selects it; a confirmation step follows.
 */
export function SlotList({ slots, onChoose, selected, disabled }: { slots: Slot[]; onChoose: (slot: Slot) => void; selected?: string; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  if (slots.length === 0) return <p className="mt-3 text-slate-700">{t('consultations.book.noSlots')}</p>;
  // Several experts may be free at the same time: the user picks a time, the first expert free then is taken.
  const times = slots.filter((slot, i) => slots.findIndex((s) => s.start === slot.start) === i);
  return (
    // A day of an expert free around the clock has 96 times: the list scrolls in its own box, so the page stays short.
    <ul className="mt-3 grid max-h-[26rem] grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4 lg:grid-cols-5" aria-label={t('consultations.book.chooseSlot')}>
      {times.map((slot) => {
        const clock = slotTimes(slot.start, i18n.language);
        const active = slot.start === selected;
        return (
          <li key={slot.start}>
            <button
              type="button"
              disabled={disabled}
              aria-pressed={active}
              data-start={slot.start}
              onClick={() => onChoose(slot)}
              className={`w-full rounded-lg border px-2 py-1.5 text-center disabled:opacity-50 ${active ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-brand-700'}`}
            >
              <span className="sr-only">{t('consultations.book.yourTime')} </span>
              <span className="block font-semibold" data-testid="local-time">{clock.local}</span>
              <span className="block text-xs text-slate-600">
                {t('consultations.book.riyadhTime')} <span data-testid="riyadh-time">{clock.riyadh}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
