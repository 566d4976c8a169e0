/**
 * E-mail: every message is stored in the outbox first; with SMTP_URL it is also sent through nodemailer,
 * and the outbox row records the delivery or the error.
 */
import nodemailer from 'nodemailer';
import type { Clock } from '../lib/clock';
import type { OutboxRepository } from './outbox.repository';

export type MailMessage = { to: string; subject: string; text: string };

export interface Mailer {
  /** Rejects when the message could not be delivered to the SMTP server. */
  send(message: MailMessage): Promise<void>;
}

const DEFAULT_FROM = 'Innovation Portal <no-reply@portal.local>';

/** The sender address: `?from=` on SMTP_URL, else the SMTP user when it is an address, else a local default. */
function fromAddress(smtpUrl: URL): string {
  const from = smtpUrl.searchParams.get('from');
  if (from) return from;
  const user = decodeURIComponent(smtpUrl.username);
  return user.includes('@') ? user : DEFAULT_FROM;
}

export function createMailer(options: { outbox: OutboxRepository; clock: Clock; smtpUrl?: string }): Mailer {
  const { outbox, clock } = options;
  let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
  let from = DEFAULT_FROM;
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    from = fromAddress(url);
    url.searchParams.delete('from');
    transport = nodemailer.createTransport(url.toString());
  }
  return {
    async send(message) {
      const id = await outbox.add({ channel: 'email', recipient: message.to, subject: message.subject, body: message.text, createdAt: new Date(clock.now()) });
      if (!transport) return;
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        await outbox.markDelivered(id, new Date(clock.now()));
      } catch (err) {
        await outbox.markFailed(id, err instanceof Error ? err.message : String(err));
        throw err;
      }
    },
  };
}
