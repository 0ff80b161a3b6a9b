import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { formatDualTime, formatRiyadhTime, riyadhWallClock } from '@/lib/dates.ts';

const OPEN_HOUR = 9;
const CLOSE_HOUR = 17;

/** Saudi working hours (Sunday–Thursday) in Riyadh time, with the visitor's own time beside them. */
export function OfficeHours({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const open = formatDualTime(riyadhWallClock(OPEN_HOUR, 0, now), locale);
  const close = formatDualTime(riyadhWallClock(CLOSE_HOUR, 0, now), locale);
  return (
    <div className="flex gap-3">
      <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
      <div className="space-y-1 text-slate-700">
        <p className="font-medium text-slate-900">{t('common.officeHours', { start: open.riyadh, end: close.riyadh })}</p>
        {open.differs && <p>{t('common.officeHoursLocal', { start: open.local, end: close.local })}</p>}
        <p>{t('common.nowInRiyadh', { time: formatRiyadhTime(now, locale) })}</p>
      </div>
    </div>
  );
}
