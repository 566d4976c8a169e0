/**
 * Exchange between the CNY wallet and the platform-coin wallet at 1:1 (spec sections 2, 5 and 9): one ledger
 * transfer of four postings, two per currency, so the coin reserve always holds the CNY behind every coin in
 * circulation (reserve = −issuance; docs/contracts.md "Wallets and the ledger"):
 *
 *   cnyToCoin: member CNY −a, platform_coin_reserve +a;   platform_coin_issuance −a, member coin +a
 *   coinToCny: member coin −a, platform_coin_issuance +a; platform_coin_reserve −a, member CNY +a
 *
 * The member's source wallet is posted first, so a short balance is reported on the member's wallet. The request
 * runs once per Idempotency-Key (`once`), and the transfer's own key `exchange:{userId}:{key}` would refuse a
 * second movement even outside it.
 */
import { COIN_PER_CNY, validateAmountFen } from '../../machines/rules/money';
import { validateExchangeDirection, type ExchangeDirection } from '../../machines/rules/wallet';
import type { ServicesContext } from '../context';
import type { Transaction } from '../db/client';
import { check } from '../lib/errors';
import { createPayPasswordCheck } from '../member';
import { once, storedAnswer } from './idempotency';
import { memberAccounts, memberBalances, platformAccount, transfer, type Posting } from './ledger';
import { WALLET_PAY_PASSWORD_MESSAGES } from './pay';

const SCOPE = 'wallet.exchange';

export type ExchangeRequest = { direction: ExchangeDirection; amountFen: number; transactionPassword: string };
export type ExchangeResult = { transferId: number; cnyFen: number; coinFen: number; heldFen: number };

/** The four postings of an exchange of `amountFen` (1:1) for a member's wallets. */
export async function exchangePostings(tx: Transaction, userId: number, direction: ExchangeDirection, amountFen: number): Promise<Posting[]> {
  const member = await memberAccounts(tx, userId);
  const reserve = await platformAccount(tx, 'platform_coin_reserve');
  const issuance = await platformAccount(tx, 'platform_coin_issuance');
  const coinFen = amountFen * COIN_PER_CNY;
  if (direction === 'cnyToCoin') {
    return [
      { accountId: member.cny, amountFen: -amountFen },
      { accountId: reserve, amountFen },
      { accountId: issuance, amountFen: -coinFen },
      { accountId: member.coin, amountFen: coinFen },
    ];
  }
  return [
    { accountId: member.coin, amountFen: -coinFen },
    { accountId: issuance, amountFen: coinFen },
    { accountId: reserve, amountFen: -amountFen },
    { accountId: member.cny, amountFen },
  ];
}

export function createExchangeService(ctx: ServicesContext) {
  const checkPayPassword = createPayPasswordCheck(ctx);

  return {
    /** Exchanges once per Idempotency-Key; the answer is the member's balances right after it. */
    async exchange(userId: number, input: ExchangeRequest, idempotencyKey: string): Promise<ExchangeResult> {
      check(validateExchangeDirection(input.direction), validateAmountFen(input.amountFen));
      const at = new Date(ctx.clock.now());
      const params = { direction: input.direction, amountFen: input.amountFen };
      // A retry of an exchange that happened is answered without spending a password try (idempotency.ts `storedAnswer`).
      const stored = await storedAnswer<ExchangeResult>(ctx.db, userId, idempotencyKey, SCOPE, params);
      if (stored) return stored;
      await checkPayPassword(userId, input.transactionPassword, WALLET_PAY_PASSWORD_MESSAGES);
      const { result } = await once(ctx.db, userId, idempotencyKey, SCOPE, params, at, async (tx) => {
        const moved = await transfer(tx, {
          key: `exchange:${userId}:${idempotencyKey}`,
          type: 'exchange',
          postings: await exchangePostings(tx, userId, input.direction, input.amountFen),
          referenceType: 'exchange',
          memo: input.direction,
          createdBy: userId,
          at,
        });
        const balances = await memberBalances(tx, userId);
        return { transferId: moved.id, ...balances };
      });
      return result;
    },
  };
}

export type ExchangeService = ReturnType<typeof createExchangeService>;
