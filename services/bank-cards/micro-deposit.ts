/**
 * Micro-deposits for bank-card verification (spec section 4: "the platform sends a micro-deposit").
 * The adapter pays `amountFen` into the card; a real implementation calls the platform's payout bank. The
 * embedded default (the only one so far) records the payment as a bank statement line in the outbox
 * (channel `bank`), where a person (or a test) reads it on the development outbox page, exactly as they would
 * read their own bank statement.
 */
import { randomInt } from 'node:crypto';
import { fenToYuan, maskCardNumber } from '../../machines/rules/bank-card';
import type { Clock } from '../lib/clock';
import type { OutboxRepository } from '../outbox';

export type MicroDeposit = {
  cardId: number;
  cardNumber: string;
  bankCode: string;
  cardholderName: string;
  amountFen: number;
};

export type MicroDepositSender = { send(deposit: MicroDeposit): Promise<void> };

/** A random amount of 0.01-0.99 yuan, in fen. */
export function randomDepositFen(): number {
  return randomInt(1, 100);
}

/** The statement line the member sees: amount and memo, in both languages (a bank statement is not localized per reader). */
export function statementLine(deposit: MicroDeposit, at: Date): string {
  const yuan = fenToYuan(deposit.amountFen);
  const when = at.toISOString().replace('T', ' ').slice(0, 16);
  return `${when} 入账 CNY ${yuan} 摘要：平台银行卡验证 / ${when} Credit CNY ${yuan} memo: portal card verification (card #${deposit.cardId})`;
}

export function createOutboxMicroDeposit(outbox: OutboxRepository, clock: Clock): MicroDepositSender {
  return {
    async send(deposit) {
      const at = new Date(clock.now());
      await outbox.add({
        channel: 'bank',
        recipient: `${deposit.bankCode} ${maskCardNumber(deposit.cardNumber)} ${deposit.cardholderName}`,
        subject: '银行流水 / Bank statement',
        body: statementLine(deposit, at),
        createdAt: at,
      });
    },
  };
}
