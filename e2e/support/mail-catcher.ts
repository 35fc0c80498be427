import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './shop-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailCatcher {
  /** Pass to the shop as `SMTP_URL`, so the server sends real mail over SMTP to this catcher. */
  smtpUrl: string;
  received: CaughtMail[];
  /** Resolves with the first message (already received or arriving later) that `match` accepts. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}

/** A local SMTP server standing in for the shop's mail provider in browser tests. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = received.find(match);
          if (!mail) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms; received: ${received.map((mail) => `${mail.to} "${mail.subject}"`).join(', ') || 'none'}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
