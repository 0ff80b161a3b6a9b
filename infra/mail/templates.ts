import type { MailTemplate } from '../../domain/users/credentials.ts';
import { BOOKING_COPY, type BookingTemplate, type Copy } from './bookingCopy.ts';
import { NEWSLETTER_COPY, type NewsletterTemplate } from './newsletterCopy.ts';
import { HIRING_COPY, type HiringTemplate } from './hiringMail.ts';
import { escapeHtml } from '../../domain/shared/html.ts';

/**
 * Mail texts. English and Arabic are written out; any other language falls back to English,
 * because a half-translated security mail is worse than a clear English one (docs/DECISIONS.md).
 */
export type RenderedMail = { subject: string; text: string; html: string; language: string };
type Params = Record<string, string>;
/** Every mail the outbox can send: the account mails below and the consultation mails (bookingCopy.ts). */
export type TemplateName = MailTemplate | BookingTemplate | NewsletterTemplate | HiringTemplate;

const COPY: Record<string, Record<MailTemplate, Copy>> = {
  en: {
    'verification-code': {
      subject: 'Your Bawaba verification code',
      lines: (p) => [`Hello ${p.name ?? ''},`.replace(' ,', ','), `Your verification code is: ${p.code}`, 'It is valid for 15 minutes. If you did not create a Bawaba account, you can ignore this email.'],
    },
    'password-reset': {
      subject: 'Reset your Bawaba password',
      lines: (p) => [`Hello ${p.name ?? ''},`.replace(' ,', ','), 'Someone asked to reset the password of your Bawaba account. Use this link within one hour:', p.link ?? '', 'If it was not you, ignore this email: your password stays as it is.'],
      action: (p) => ({ label: 'Reset password', href: p.link ?? '' }),
    },
    'registration-attempt': {
      subject: 'Someone tried to sign up with your email address',
      lines: (p) => [
        `Hello ${p.name ?? ''},`.replace(' ,', ','),
        'Someone just tried to create a new Bawaba account with this email address. You already have an account, so no new one was created.',
        'If it was you, sign in instead; if you have forgotten your password, you can reset it from the sign-in page:',
        p.link ?? '',
        'If it was not you, you can ignore this email: nothing has changed in your account.',
      ],
      action: (p) => ({ label: 'Sign in', href: p.link ?? '' }),
    },
    welcome: {
      subject: 'Welcome to Bawaba',
      lines: () => ['Hello,', 'Your business profile is complete. Your dashboard now shows your plan, your next steps and what your plan includes.', 'From there you can run market searches, find local partners and book a consultation with an expert.'],
    },
  },
  ar: {
    'verification-code': {
      subject: 'رمز التحقق الخاص بك في بوابة',
      lines: (p) => [`مرحباً ${p.name ?? ''}،`, `رمز التحقق الخاص بك هو: ${p.code}`, 'الرمز صالح لمدة 15 دقيقة. إذا لم تقم بإنشاء حساب في بوابة، يمكنك تجاهل هذه الرسالة.'],
    },
    'password-reset': {
      subject: 'إعادة تعيين كلمة المرور في بوابة',
      lines: (p) => [`مرحباً ${p.name ?? ''}،`, 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في بوابة. استخدم هذا الرابط خلال ساعة واحدة:', p.link ?? '', 'إذا لم تكن أنت، تجاهل هذه الرسالة وستبقى كلمة المرور كما هي.'],
      action: (p) => ({ label: 'إعادة تعيين كلمة المرور', href: p.link ?? '' }),
    },
    'registration-attempt': {
      subject: 'محاولة تسجيل ببريدك الإلكتروني في بوابة',
      lines: (p) => [
        `مرحباً ${p.name ?? ''}،`,
        'حاول أحدهم للتو إنشاء حساب جديد في بوابة بعنوان البريد الإلكتروني هذا. لديك حساب بالفعل، لذلك لم يُنشأ حساب جديد.',
        'إذا كنت أنت، فسجّل الدخول بدلاً من ذلك؛ وإذا نسيت كلمة المرور، يمكنك إعادة تعيينها من صفحة تسجيل الدخول:',
        p.link ?? '',
        'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة: لم يتغير شيء في حسابك.',
      ],
      action: (p) => ({ label: 'تسجيل الدخول', href: p.link ?? '' }),
    },
    welcome: {
      subject: 'مرحباً بك في بوابة',
      lines: () => ['مرحباً،', 'اكتمل ملف نشاطك التجاري. تعرض لوحة التحكم الآن خطتك وخطواتك التالية وما تتضمنه خطتك.', 'يمكنك من هناك إجراء أبحاث السوق والعثور على شركاء محليين وحجز استشارة مع خبير.'],
    },
  },
};

const RTL = new Set(['ar', 'he', 'fa', 'ur']);

export function templateLanguage(language: string): string {
  const base = language.toLowerCase().split('-')[0] ?? 'en';
  return COPY[base] ? base : 'en';
}

export function renderMail(template: TemplateName, language: string, params: Params): RenderedMail {
  const lang = templateLanguage(language);
  const copy: Copy = { ...COPY[lang]!, ...BOOKING_COPY[lang as 'en' | 'ar'], ...NEWSLETTER_COPY[lang as 'en' | 'ar'], ...HIRING_COPY[lang as 'en' | 'ar'] }[template];
  const lines = copy.lines(params);
  const action = copy.action?.(params);
  const href = action?.href || params.link;
  const dir = RTL.has(lang) ? 'rtl' : 'ltr';
  const body = lines.map((l) => (l === params.link ? '' : `<p>${escapeHtml(l)}</p>`)).join('\n');
  const button = action && href ? `<p><a href="${escapeHtml(href)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : '';
  const link = href ? `<p style="font-size:12px;color:#555" dir="ltr">${escapeHtml(href)}</p>` : '';
  const aside = copy.aside?.(params);
  const asideHtml = aside?.href ? `<p style="font-size:12px;color:#555"><a href="${escapeHtml(aside.href)}">${escapeHtml(aside.label)}</a></p>` : '';
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">${body}${button}${link}${asideHtml}</body></html>`;
  const subject = typeof copy.subject === 'string' ? copy.subject : copy.subject(params);
  const text = [...lines, ...(aside?.href ? [`${aside.label}: ${aside.href}`] : [])].filter(Boolean).join('\n\n');
  return { subject, text, html, language: lang };
}
