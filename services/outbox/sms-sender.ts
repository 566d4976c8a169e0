/**
 * The SMS adapter. A provider adapter implements `SmsSender`; the embedded default stores every message in
 * the outbox, where the development page and `GET /dev/outbox` show it.
 */
import type { Clock } from '../lib/clock';
import type { OutboxRepository } from './outbox.repository';

export interface SmsSender {
  /** `to` is a phone identifier (`86-13812345678`). Rejects when the message could not be handed over. */
  send(to: string, text: string): Promise<void>;
}

export function createOutboxSmsSender(outbox: OutboxRepository, clock: Clock): SmsSender {
  return {
    async send(to, text) {
      await outbox.add({ channel: 'sms', recipient: to, body: text, createdAt: new Date(clock.now()) });
    },
  };
}
