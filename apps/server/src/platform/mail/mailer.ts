import nodemailer from 'nodemailer';
import type { Orm } from '../../db';
import { devOutbox } from '../schema';

export interface OutgoingMessage {
  kind: 'email' | 'sms';
  /** An e-mail address or an E.164 phone number. */
  to: string;
  subject: string;
  text: string;
  /** The links the text carries, listed apart so tests and the dev outbox can follow them. */
  links: string[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox' | 'none';
  send(message: OutgoingMessage): Promise<void>;
}

export interface MailerOptions {
  env: 'development' | 'test' | 'production';
  smtpUrl: string | undefined;
  from: string;
  db: Orm;
  log: (message: string, err?: unknown) => void;
}

/**
 * Mail really goes out: to SMTP_URL when set (nodemailer); otherwise, outside production,
 * into the dev outbox table read at /dev/mailbox. Text messages (phone codes) always land in
 * the outbox outside production: there is no SMS provider yet. A send failure is logged, not
 * thrown: the account change it announces has already been made, and a resend exists.
 */
export function createMailer(options: MailerOptions): Mailer {
  const outbox = async (m: OutgoingMessage) => {
    await options.db.insert(devOutbox).values({
      kind: m.kind,
      recipient: m.to.toLowerCase(),
      subject: m.subject,
      body: m.text,
      links: m.links,
    });
  };
  const production = options.env === 'production';
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      send: async (m) => {
        try {
          if (m.kind === 'sms') {
            if (!production) await outbox(m);
            else options.log(`no SMS provider configured; code for ${m.to} not sent`);
            return;
          }
          await transport.sendMail({
            from: options.from,
            to: m.to,
            subject: m.subject,
            text: m.text,
          });
        } catch (err) {
          options.log(`mail to ${m.to} failed`, err);
        }
      },
    };
  }
  if (production)
    return {
      kind: 'none',
      send: async (m) =>
        options.log(`SMTP_URL is not set; ${m.kind} "${m.subject}" to ${m.to} not sent`),
    };
  return {
    kind: 'outbox',
    send: async (m) => {
      try {
        await outbox(m);
      } catch (err) {
        options.log(`outbox write for ${m.to} failed`, err);
      }
    },
  };
}
