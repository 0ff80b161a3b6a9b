import { readEvent } from '../../domain/events.ts';
import type { JobApplicationSubmitted } from '../../domain/hiring/application.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import type { Copy } from './bookingCopy.ts';
import { RECIPIENT_ERASED, openAddress, type Delivery, type DeliveryDeps } from './recipients.ts';

/** The applicant's confirmation (params `name`, `position`), English and Arabic like the other mails. */
export const HIRING_TEMPLATES = ['hiring-application-received'] as const;
export type HiringTemplate = (typeof HIRING_TEMPLATES)[number];

export const HIRING_COPY: Record<'en' | 'ar', Record<HiringTemplate, Copy>> = {
  en: {
    'hiring-application-received': {
      subject: 'We received your application to Bawaba',
      lines: (p) => [
        `Hello ${p.name ?? ''},`.replace(' ,', ','),
        `Thank you for applying for the ${p.position} position. Your application and CV have reached us.`,
        'We read every application and will write to you once we have reviewed yours.',
      ],
    },
  },
  ar: {
    'hiring-application-received': {
      subject: 'تلقّينا طلبك للانضمام إلى بوابة',
      lines: (p) => [`مرحباً ${p.name ?? ''}،`, `شكراً لتقدّمك لوظيفة ${p.position}. وصلنا طلبك وسيرتك الذاتية.`, 'نقرأ كل طلب، وسنكتب إليك بعد مراجعة طلبك.'],
    },
  },
};

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
