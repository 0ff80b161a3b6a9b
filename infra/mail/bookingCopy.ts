/**
 * Texts of the consultation mails (issue 9), English and Arabic. Params: `topic`, `when` (Riyadh
 * time in the mail's language), `whenUtc`, `reason`, `link` (the booking page), `rescheduleLink`,
 * `role` (`user` or `expert`: the expert manages bookings elsewhere and cannot reschedule), `lead`.
 */
export const BOOKING_TEMPLATES = ['booking-confirmed', 'booking-moved', 'booking-cancelled', 'booking-reschedule-requested', 'booking-reminder'] as const;
export type BookingTemplate = (typeof BOOKING_TEMPLATES)[number];

type Params = Record<string, string>;
export type Copy = {
  subject: string | ((p: Params) => string);
  lines: (p: Params) => string[];
  action?: (p: Params) => { label: string; href: string };
  /** A second, quiet link under the action (the newsletter confirmation's "I did not ask for this"). */
  aside?: (p: Params) => { label: string; href: string };
};

const userLinks = (p: Params, cancel: string, reschedule: string) => (p.role === 'user' ? [`${cancel} ${p.link}`, `${reschedule} ${p.rescheduleLink}`] : []);

export const BOOKING_COPY: Record<'en' | 'ar', Record<BookingTemplate, Copy>> = {
  en: {
    'booking-confirmed': {
      subject: 'Your Bawaba consultation is confirmed',
      lines: (p) => [
        'Hello,',
        `The ${p.topic} consultation is confirmed for ${p.when} (Riyadh time; ${p.whenUtc} UTC).`,
        'The calendar invitation is attached. The meeting room opens 10 minutes before the start.',
        ...userLinks(p, 'To cancel:', 'To reschedule:'),
      ],
      action: (p) => ({ label: 'View the booking', href: p.link ?? '' }),
    },
    'booking-moved': {
      subject: 'Your Bawaba consultation has a new time',
      lines: (p) => ['Hello,', `The ${p.topic} consultation now takes place on ${p.when} (Riyadh time; ${p.whenUtc} UTC).`, 'The updated calendar invitation is attached.', ...userLinks(p, 'To cancel:', 'To reschedule:')],
      action: (p) => ({ label: 'View the booking', href: p.link ?? '' }),
    },
    'booking-cancelled': {
      subject: 'Your Bawaba consultation was cancelled',
      lines: (p) => ['Hello,', `The ${p.topic} consultation of ${p.when} (Riyadh time) was cancelled.`, `Reason: ${p.reason}`, 'The attached update removes it from your calendar.'],
      action: (p) => ({ label: 'Your bookings', href: p.link ?? '' }),
    },
    'booking-reschedule-requested': {
      subject: 'Your expert asked to reschedule your consultation',
      lines: (p) => ['Hello,', `Your expert asked to move the ${p.topic} consultation of ${p.when} (Riyadh time).`, `Reason: ${p.reason}`, `Choose a new time or decline: ${p.rescheduleLink}`],
      action: (p) => ({ label: 'Choose a new time', href: p.rescheduleLink ?? '' }),
    },
    'booking-reminder': {
      subject: (p) => `Reminder: your consultation starts in ${p.lead === '1h' ? '1 hour' : '24 hours'}`,
      lines: (p) => ['Hello,', `The ${p.topic} consultation starts on ${p.when} (Riyadh time; ${p.whenUtc} UTC).`, 'The meeting room opens 10 minutes before the start.', ...userLinks(p, 'To cancel:', 'To reschedule:')],
      action: (p) => ({ label: 'View the booking', href: p.link ?? '' }),
    },
  },
  ar: {
    'booking-confirmed': {
      subject: 'تم تأكيد استشارتك في بوابة',
      lines: (p) => [
        'مرحباً،',
        `تم تأكيد استشارة "${p.topic}" في ${p.when} (بتوقيت الرياض؛ ${p.whenUtc} بالتوقيت العالمي).`,
        'دعوة التقويم مرفقة. تُفتح غرفة الاجتماع قبل الموعد بعشر دقائق.',
        ...userLinks(p, 'للإلغاء:', 'لتغيير الموعد:'),
      ],
      action: (p) => ({ label: 'عرض الحجز', href: p.link ?? '' }),
    },
    'booking-moved': {
      subject: 'موعد جديد لاستشارتك في بوابة',
      lines: (p) => ['مرحباً،', `أصبح موعد استشارة "${p.topic}" في ${p.when} (بتوقيت الرياض؛ ${p.whenUtc} بالتوقيت العالمي).`, 'دعوة التقويم المحدّثة مرفقة.', ...userLinks(p, 'للإلغاء:', 'لتغيير الموعد:')],
      action: (p) => ({ label: 'عرض الحجز', href: p.link ?? '' }),
    },
    'booking-cancelled': {
      subject: 'تم إلغاء استشارتك في بوابة',
      lines: (p) => ['مرحباً،', `تم إلغاء استشارة "${p.topic}" المحددة في ${p.when} (بتوقيت الرياض).`, `السبب: ${p.reason}`, 'التحديث المرفق يزيلها من تقويمك.'],
      action: (p) => ({ label: 'حجوزاتك', href: p.link ?? '' }),
    },
    'booking-reschedule-requested': {
      subject: 'طلب الخبير تغيير موعد استشارتك',
      lines: (p) => ['مرحباً،', `طلب الخبير نقل استشارة "${p.topic}" المحددة في ${p.when} (بتوقيت الرياض).`, `السبب: ${p.reason}`, `اختر موعداً جديداً أو ارفض الطلب: ${p.rescheduleLink}`],
      action: (p) => ({ label: 'اختر موعداً جديداً', href: p.rescheduleLink ?? '' }),
    },
    'booking-reminder': {
      subject: (p) => `تذكير: تبدأ استشارتك خلال ${p.lead === '1h' ? 'ساعة واحدة' : '24 ساعة'}`,
      lines: (p) => ['مرحباً،', `تبدأ استشارة "${p.topic}" في ${p.when} (بتوقيت الرياض؛ ${p.whenUtc} بالتوقيت العالمي).`, 'تُفتح غرفة الاجتماع قبل الموعد بعشر دقائق.', ...userLinks(p, 'للإلغاء:', 'لتغيير الموعد:')],
      action: (p) => ({ label: 'عرض الحجز', href: p.link ?? '' }),
    },
  },
};
