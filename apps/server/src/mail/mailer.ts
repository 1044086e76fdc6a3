import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes when the sender (MAIL_FROM) takes none. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** 'smtp' or 'outbox', for logs and the health of the set-up. */
  readonly kind: 'smtp' | 'outbox';
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

/** Over SMTP when a URL is configured: the real thing. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({
        from,
        to: m.to,
        replyTo: m.replyTo,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
      });
    },
  };
}

/**
 * Without SMTP every e-mail still "arrives": it is written to DATA_DIR/outbox as a .json file (by
 * way of DATA_DIR/outbox.writing) and logged with its links, so sign-up and reset work on a fresh machine.
 */
export function createOutboxMailer(outboxDir: string, from: string, log: MailLog): Mailer {
  // Each file is written beside the outbox and then renamed into it, so whoever reads the outbox
  // (a person, a script, a test polling for a link) only ever finds whole messages.
  const writingDir = `${outboxDir}.writing`;
  return {
    kind: 'outbox',
    async send(m) {
      await fs.mkdir(outboxDir, { recursive: true });
      await fs.mkdir(writingDir, { recursive: true });
      const sentAt = new Date();
      const name = `${sentAt.getTime()}-${Math.random().toString(36).slice(2, 8)}.json`;
      const file = path.join(outboxDir, name);
      await fs.writeFile(
        path.join(writingDir, name),
        JSON.stringify({ from, ...m, sentAt: sentAt.toISOString() }, null, 2),
      );
      await fs.rename(path.join(writingDir, name), file);
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: m.to, subject: m.subject, links, file }, 'e-mail written to the outbox (no SMTP_URL set)');
    },
  };
}

export function createMailer(config: { smtpUrl?: string; mailFrom: string; dataDir: string }, log: MailLog): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
}
