import type { Copy } from './bookingCopy.ts';
import { renderMarkdown } from '../articles/markdown.ts';
import { escapeHtml } from '../../domain/shared/html.ts';

/**
 * Newsletter mails. The confirmation is a template (English and Arabic, like the other mails;
 * params `link` and `unsubscribeLink`, shown as "I did not ask for this"); an issue is the admin's Markdown, rendered and sanitized by
 * the articles' renderer (marked + sanitize-html), inside a frame with the unsubscribe link.
 */
export const NEWSLETTER_TEMPLATES = ['newsletter-confirmation', 'newsletter-issue'] as const;
export type NewsletterTemplate = (typeof NEWSLETTER_TEMPLATES)[number];

const issueCopy: Copy = { subject: (p) => p.subject ?? '', lines: (p) => [p.text ?? ''] };

export const NEWSLETTER_COPY: Record<'en' | 'ar', Record<NewsletterTemplate, Copy>> = {
  en: {
    'newsletter-confirmation': {
      subject: 'Confirm your subscription to the Bawaba newsletter',
      lines: (p) => [
        'Hello,',
        'Someone (we hope you) asked to receive the Bawaba newsletter at this address. Please confirm with the link below:',
        p.link ?? '',
        'If it was not you, ignore this email: you will not receive anything.',
      ],
      action: (p) => ({ label: 'Confirm my subscription', href: p.link ?? '' }),
      aside: (p) => ({ label: 'I did not ask for this', href: p.unsubscribeLink ?? '' }),
    },
    'newsletter-issue': issueCopy,
  },
  ar: {
    'newsletter-confirmation': {
      subject: 'أكّد اشتراكك في نشرة بوابة الإخبارية',
      lines: (p) => [
        'مرحباً،',
        'طلب أحدهم (ونأمل أن تكون أنت) تلقي النشرة الإخبارية لبوابة على هذا العنوان. يرجى التأكيد عبر الرابط أدناه:',
        p.link ?? '',
        'إذا لم تكن أنت، تجاهل هذه الرسالة ولن يصلك شيء.',
      ],
      action: (p) => ({ label: 'تأكيد اشتراكي', href: p.link ?? '' }),
      aside: (p) => ({ label: 'لم أطلب هذا', href: p.unsubscribeLink ?? '' }),
    },
    'newsletter-issue': issueCopy,
  },
};

const FOOTER = {
  en: { why: 'You receive this because you subscribed to the Bawaba newsletter.', unsubscribe: 'Unsubscribe' },
  ar: { why: 'تصلك هذه الرسالة لأنك اشتركت في النشرة الإخبارية لبوابة.', unsubscribe: 'إلغاء الاشتراك' },
} as const;


/** An issue as sent: its Markdown rendered and sanitized, the unsubscribe link in the footer. */
export function renderIssue(issue: { subject: string; body: string; language: string }, unsubscribeLink: string) {
  const lang = issue.language === 'ar' ? 'ar' : 'en';
  const footer = FOOTER[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html =
    `<!doctype html><html lang="${escapeHtml(issue.language)}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">` +
    `${renderMarkdown(issue.body)}<hr><p style="font-size:12px;color:#555">${escapeHtml(footer.why)} ` +
    `<a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(footer.unsubscribe)}</a></p></body></html>`;
  const text = `${issue.body}\n\n--\n${footer.why}\n${footer.unsubscribe}: ${unsubscribeLink}`;
  return { subject: issue.subject, text, html, language: issue.language };
}
