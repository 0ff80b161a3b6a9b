import type { Transporter } from 'nodemailer';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger.ts';

export type OutgoingMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  /** A calendar invitation (iCalendar text) sent as the text/calendar part calendars act on. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on newsletter mails. */
  headers?: Record<string, string>;
};
export type Mailer = { kind: 'smtp' | 'file'; send(mail: OutgoingMail): Promise<void>; close(): void };

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written to DATA_DIR/mail/<id>.eml for a
 * developer to open, and one log line says so (without the body, which holds the code or link).
 */
export function createMailer(config: { SMTP_URL?: string; MAIL_FROM: string; DATA_DIR: string }, log: Logger): Mailer {
  const headers = (mail: OutgoingMail) => ({
    from: config.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // A stable Message-ID lets mail systems drop a duplicate should a send ever repeat.
    messageId: `<${mail.id}@bawaba.mail>`,
    headers: { ...mail.headers, 'Content-Language': mail.language },
    ...(mail.calendar && { icalEvent: { method: mail.calendar.method, filename: 'invite.ics', content: mail.calendar.content } }),
  });
  // nodemailer loads with the first mail, not with every server start.
  let transport: Promise<Transporter> | undefined;
  let opened: Transporter | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      (opened = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })),
    ));
  const close = () => opened?.close();
  if (config.SMTP_URL) {
    return {
      kind: 'smtp',
      send: async (mail) => void (await (await open()).sendMail(headers(mail))),
      close,
    };
  }
  const dir = join(config.DATA_DIR, 'mail');
  return {
    kind: 'file',
    async send(mail) {
      const info = await (await open()).sendMail(headers(mail));
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${mail.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ mailId: mail.id, file }, 'development mailer: message written (set SMTP_URL to send mail)');
    },
    close,
  };
}
