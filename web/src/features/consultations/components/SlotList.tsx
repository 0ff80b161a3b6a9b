import { useTranslation } from 'react-i18next';
import type { Slot } from '@contracts/bookings.ts';
import { SlotTime } from './SlotTime.tsx';

/** Free slots as buttons; `actionLabel` names what choosing one does (select, move here). */
export function SlotList({ slots, onChoose, disabled, actionLabel }: { slots: Slot[]; onChoose: (slot: Slot) => void; disabled?: boolean; actionLabel?: string }) {
  const { t } = useTranslation();
  if (slots.length === 0) return <p className="mt-3 text-slate-700">{t('consultations.book.noSlots')}</p>;
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('consultations.book.chooseSlot')}>
      {slots.map((slot) => (
        <li key={`${slot.start}-${slot.expertId}`}>
          <button
            type="button"
            disabled={disabled}
            data-start={slot.start}
            onClick={() => onChoose(slot)}
            className="w-full rounded-xl border border-slate-200 p-3 text-start hover:border-brand-700 disabled:opacity-50"
          >
            <SlotTime start={slot.start} />
            {actionLabel && <span className="mt-1 block text-sm text-brand-700">{actionLabel}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
