/**
 * Where e-mails go: an SMTP server (`MAIL_SMTP_URL`, through nodemailer),
 * or, without one, a folder (`MAIL_OUTBOX_DIR`, default data/outbox) where
 * each message is written as an `.eml` file that any mail program opens,
 * and named on the API's log.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mail } from './compose.ts';

export interface MailTransport {
  /** Sends one message; resolves to where it went (the server's message id or the file), or rejects. */
  send(mail: Mail, name: string): Promise<string>;
  close(): void;
}

export interface TransportOptions {
  /** `smtp://user:pass@host:587`, `smtps://…`; null: write files. */
  smtpUrl: string | null;
  outboxDir: string;
  /** The sender: `"Villa Adriatic" <no-reply@book.example.com>`. */
  from: (mail: Mail) => string;
}

/** The transport the settings ask for. */
export function mailTransport(options: TransportOptions): MailTransport {
  if (options.smtpUrl) {
    // A send gives up within a minute, well inside the two minutes the outbox claims a message for
    // (`outbox.ts`): another API process never takes up a message this one is still sending.
    const smtp = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 20_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    return {
      async send(mail) {
        const info = await smtp.sendMail({
          from: options.from(mail),
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        return `SMTP ${info.messageId}`;
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail, name) {
      const info = await files.sendMail({
        from: options.from(mail),
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      mkdirSync(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${name}.eml`);
      writeFileSync(file, info.message as Buffer);
      return file;
    },
    close: () => files.close(),
  };
}
