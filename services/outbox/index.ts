/**
 * The outbox domain's public module: the durable outbox (SMS, e-mail and bank statement lines) and its senders.
 * Everything else in this folder is internal (lint rule `services-domain-public-module`).
 */
export { createMailer, type Mailer } from './mailer';
export { createOutboxRepository, type OutboxChannel, type OutboxRepository } from './outbox.repository';
export { createOutboxSmsSender, type SmsSender } from './sms-sender';
