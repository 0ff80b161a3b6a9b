import { renderMarkdown } from '../articles/markdown.ts';
import { mailCopy, mailDirection } from './templates.ts';
import { escapeHtml } from '../../domain/shared/html.ts';

/**
 * A newsletter issue is the admin's Markdown, rendered and sanitized by the articles' renderer
 * (marked + sanitize-html), inside a frame whose footer (why it came, the unsubscribe link) is in the
 * issue's language like every other mail (infra/mail/copy/<lang>.ts). The confirmation mail is a
 * template like the others.
 */

/** An issue as sent: its Markdown rendered and sanitized, the unsubscribe link in the footer. */
export function renderIssue(issue: { subject: string; body: string; language: string }, unsubscribeLink: string) {
  const footer = mailCopy(issue.language).issueFooter;
  const dir = mailDirection(issue.language);
  const html =
    `<!doctype html><html lang="${escapeHtml(issue.language)}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">` +
    `${renderMarkdown(issue.body)}<hr><p style="font-size:12px;color:#555">${escapeHtml(footer.why)} ` +
    `<a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(footer.unsubscribe)}</a></p></body></html>`;
  const text = `${issue.body}\n\n--\n${footer.why}\n${footer.unsubscribe}: ${unsubscribeLink}`;
  return { subject: issue.subject, text, html, language: issue.language };
}
