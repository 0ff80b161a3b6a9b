import { SUPPORTED_LANGUAGES, type LanguageCode } from '../../contracts/languages.ts';
import type { MailTemplate } from '../../domain/users/credentials.ts';
import { ACTION_LINKS, ASIDE_LINKS, type BookingTemplate, type HiringTemplate, type LanguageCopy, type NewsletterTemplate, type Params, type Words } from './copy/types.ts';
import { ar } from './copy/ar.ts';
import { de } from './copy/de.ts';
import { en } from './copy/en.ts';
import { es } from './copy/es.ts';
import { fr } from './copy/fr.ts';
import { it } from './copy/it.ts';
import { ja } from './copy/ja.ts';
import { ko } from './copy/ko.ts';
import { nl } from './copy/nl.ts';
import { pt } from './copy/pt.ts';
import { ru } from './copy/ru.ts';
import { zhCN } from './copy/zh-CN.ts';
import { escapeHtml } from '../../domain/shared/html.ts';
import { zhTW } from './copy/zh-TW.ts';

/**
 * Mail texts, written out in every UI language (infra/mail/copy/<lang>.ts). The record's type makes
 * a missing language or template a typecheck error; English is only for a language the product
 * does not have (docs/DECISIONS.md, "Mail in every UI language").
 */
export type RenderedMail = { subject: string; text: string; html: string; language: string };
/** Every mail the outbox can send. */
export type TemplateName = MailTemplate | BookingTemplate | NewsletterTemplate | HiringTemplate;

const COPY: Readonly<Record<LanguageCode, LanguageCopy>> = { en, ar, fr, de, es, it, ja, ko, nl, pt, ru, 'zh-CN': zhCN, 'zh-TW': zhTW };
/** An issue is the admin's words, sent pre-rendered (renderIssue); this only keeps the name total. */
const ISSUE: Words = { subject: (p) => p.subject ?? '', lines: (p) => [p.text ?? ''] };
const RTL: ReadonlySet<LanguageCode> = new Set(['ar']);
const TRADITIONAL_CHINESE = new Set(['tw', 'hk', 'mo', 'hant']);

/** The UI language a requested tag is written in: `de-AT` → `de`, `zh-hk` → `zh-TW`, unknown → `en`. */
export function templateLanguage(language: string): LanguageCode {
  const tag = language.trim().toLowerCase();
  const exact = SUPPORTED_LANGUAGES.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  const [base = '', ...subtags] = tag.split(/[-_]/);
  if (base === 'zh') return subtags.some((s) => TRADITIONAL_CHINESE.has(s)) ? 'zh-TW' : 'zh-CN';
  return SUPPORTED_LANGUAGES.find((l) => l === base) ?? 'en';
}

export const mailCopy = (language: string): LanguageCopy => COPY[templateLanguage(language)];

/** A moment written the way of the mail's language, on the Gregorian calendar and in Latin digits (Arabic included). */
export function writtenMoment(language: string, iso: string, options: { timeZone: string; timeStyle: 'short' | 'long' }): string {
  const lang = templateLanguage(language);
  const locale = lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : lang === 'en' ? 'en-GB' : `${lang}-u-ca-gregory-nu-latn`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', ...options }).format(new Date(iso));
}
export const mailDirection = (language: string): 'rtl' | 'ltr' => (RTL.has(templateLanguage(language)) ? 'rtl' : 'ltr');

/*
 * Direction. A name or a free text (a reason, a position) keeps its own direction inside the line
 * (first-strong isolate), a code or a link always reads left to right, whatever the mail's direction:
 * an Arabic name in a German mail, a Latin one in an Arabic mail. Values are marked with Unicode
 * isolates while the line is built; the HTML turns them into <bdi>, the text part keeps a name's
 * isolate only where the name runs against the mail (so a copied code or link has no hidden marks).
 */
const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';
const OWN_DIRECTION = ['name', 'position', 'reason', 'topic'];
const LEFT_TO_RIGHT = ['code', 'link', 'rescheduleLink', 'contactLink'];
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

function marked(params: Params): Params {
  const out = { ...params };
  for (const k of OWN_DIRECTION) if (params[k]) out[k] = `${FSI}${params[k]}${PDI}`;
  for (const k of LEFT_TO_RIGHT) if (params[k]) out[k] = `${LRI}${params[k]}${PDI}`;
  return out;
}

const ISOLATE = /([\u2066\u2068])([^\u2066-\u2069]*)\u2069/g;

function htmlOf(line: string): string {
  return escapeHtml(line).replace(ISOLATE, (_m, kind: string, value: string) => (kind === LRI ? `<bdi dir="ltr">${value}</bdi>` : `<bdi>${value}</bdi>`));
}

function textOf(line: string, dir: 'rtl' | 'ltr'): string {
  return line.replace(ISOLATE, (whole, kind: string, value: string) => {
    const first = /\p{L}/u.exec(value)?.[0];
    const against = first !== undefined && RTL_LETTER.test(first) !== (dir === 'rtl');
    return kind === FSI && against ? whole : value;
  });
}

export function renderMail(template: TemplateName, language: string, params: Params): RenderedMail {
  const lang = templateLanguage(language);
  const copy: Words = template === 'newsletter-issue' ? ISSUE : COPY[lang].templates[template];
  const dir = RTL.has(lang) ? 'rtl' : 'ltr';
  const lines = copy.lines(marked(params)).filter(Boolean);
  const linkOf = (links: Partial<Record<TemplateName, string>>) => params[links[template] ?? ''] ?? '';
  const href = linkOf(ACTION_LINKS) || params.link;
  const linkLine = params.link && marked({ link: params.link }).link;
  const body = lines.map((l) => (l === linkLine ? '' : `<p>${htmlOf(l)}</p>`)).join('\n');
  const button = copy.action && href ? `<p><a href="${escapeHtml(href)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>` : '';
  const link = href ? `<p style="font-size:12px;color:#555" dir="ltr">${escapeHtml(href)}</p>` : '';
  const aside = copy.aside && linkOf(ASIDE_LINKS) ? { label: copy.aside, href: linkOf(ASIDE_LINKS) } : undefined;
  const asideHtml = aside ? `<p style="font-size:12px;color:#555"><a href="${escapeHtml(aside.href)}">${escapeHtml(aside.label)}</a></p>` : '';
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">${body}${button}${link}${asideHtml}</body></html>`;
  const subject = typeof copy.subject === 'string' ? copy.subject : copy.subject(params);
  const text = [...lines.map((l) => textOf(l, dir)), ...(aside ? [`${aside.label}: ${aside.href}`] : [])].join('\n\n');
  return { subject, text, html, language: lang };
}
