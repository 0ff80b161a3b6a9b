import { readEvent } from '../../domain/events.ts';
import type { JobApplicationSubmitted } from '../../domain/hiring/application.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import { RECIPIENT_ERASED, openAddress, type Delivery, type DeliveryDeps } from './recipients.ts';

/** One confirmation per application; the address and name are opened only when sending (gone once erased). */
export function hiringDeliveries(recorded: RecordedEvent, deps: DeliveryDeps): Delivery[] {
  if (recorded.type !== 'JobApplicationSubmitted') return [];
  const d = readEvent<JobApplicationSubmitted>(recorded).data;
  return [
    {
      mailId: `hiring-application-${d.applicationId}`,
      template: 'hiring-application-received',
      prepare: async () => {
        const [to, name] = await Promise.all([openAddress(deps.store, d.email), openAddress(deps.store, d.name)]);
        return to === undefined ? RECIPIENT_ERASED : { to, language: d.language, params: { name: name ?? '', position: d.positionTitle } };
      },
    },
  ];
}
