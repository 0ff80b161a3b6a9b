import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { formatDualTime, formatRiyadhTime, riyadhWallClock } from '@/lib/dates.ts';

const OPEN_HOUR = 9;
const CLOSE_HOUR = 17;

/** Saudi working hours (Sunday–Thursday) in Riyadh time, with the visitor's own time beside them. */
const noSubscription = () => () => {};

export function OfficeHours({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useTranslation();
  // The visitor's clock and time zone exist only in the browser: server HTML (issue 12) and the
  // hydrating render leave those lines out, and the next render adds them.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const locale = i18n.language;
  const open = formatDualTime(riyadhWallClock(OPEN_HOUR, 0, now), locale);
  const close = formatDualTime(riyadhWallClock(CLOSE_HOUR, 0, now), locale);
  return (
    <div className="flex gap-3">
      <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
      <div className="space-y-1 text-slate-700">
        <p className="font-medium text-slate-900">{t('common.officeHours', { start: open.riyadh, end: close.riyadh })}</p>
        {inBrowser && open.differs && <p>{t('common.officeHoursLocal', { start: open.local, end: close.local })}</p>}
        {inBrowser && <p>{t('common.nowInRiyadh', { time: formatRiyadhTime(now, locale) })}</p>}
      </div>
    </div>
  );
}
