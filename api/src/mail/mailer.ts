import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { outbox } from '../db/schema/mail';
import type { MailSender } from './sender';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Sent beside the text as multipart/alternative (mail-html.ts). */
  html?: string;
  /** Files sent with the mail; `cid` lets the HTML part show one inline. */
  attachments?: { filename: string; content: string | Buffer; contentType: string; cid?: string }[];
}

export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
  /** 'outbox' without SMTP; else whether the mail server accepts a connection (the health check). */
  check(): Promise<'ok' | 'outbox'>;
  close(): void;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port; unset keeps mail in the outbox. */
  smtpUrl: string | undefined;
  from: string | MailSender;
  dataDir: string;
  db: Db;
}

function smtpMailer(smtpUrl: string, from: string | MailSender): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async sendMail(message) {
      await transport.sendMail({ from, ...message });
    },
    async check() {
      await transport.verify();
      return 'ok';
    },
    close: () => transport.close(),
  };
}

/** Without SMTP, each message becomes an outbox row and a .eml file under DATA_DIR/outbox to open in any mail client. */
function outboxMailer(from: string | MailSender, dataDir: string, db: Db): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = path.join(dataDir, 'outbox');
  return {
    async sendMail(message) {
      const info = await composer.sendMail({ from, ...message });
      await mkdir(folder, { recursive: true });
      const emlFile = path.join('outbox', `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(path.join(dataDir, emlFile), info.message as Buffer);
      await db.insert(outbox).values({ recipient: message.to, subject: message.subject, text: message.text, html: message.html ?? null, emlFile });
    },
    check: async () => 'outbox',
    close: () => composer.close(),
  };
}

/** The mail layer every domain sends through (`app.mailer.sendMail(...)`). */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.from, options.dataDir, options.db);
}
