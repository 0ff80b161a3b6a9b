import { useTranslation } from 'react-i18next';
import { slotTimes } from './time-labels.ts';

/** The user's own clock beside Riyadh's; one clock when both agree. Columns follow the text direction. */
export function SlotTime({ start, timeZone }: { start: string; timeZone?: string }) {
  const { t, i18n } = useTranslation();
  const times = slotTimes(start, i18n.language, timeZone);
  return (
    <span className="grid grid-cols-2 gap-x-3 text-start" data-testid="slot-time">
      <span>
        <span className="block text-xs text-slate-600">{t('consultations.book.yourTime')}</span>
        <span className="font-semibold" data-testid="local-time">{times.local}</span>
      </span>
      <span>
        <span className="block text-xs text-slate-600">{t('consultations.book.riyadhTime')}</span>
        <span className="font-semibold" data-testid="riyadh-time">{times.riyadh}</span>
      </span>
    </span>
  );
}
