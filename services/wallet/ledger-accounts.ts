/** The kinds of ledger accounts and what each holds (see ledger_accounts.table.ts for the sign convention). */
export const MEMBER_ACCOUNT_KINDS = {
  /** The member's CNY wallet. */
  member_cny: { currency: 'CNY', allowNegative: false },
  /** The member's platform-coin wallet (1:1 with CNY). */
  member_coin: { currency: 'COIN', allowNegative: false },
} as const;

export const PLATFORM_ACCOUNT_KINDS = {
  /** Mirrors the platform's bank account: recharges come in from it, payouts and micro-deposits go out to it. */
  platform_bank_clearing: { currency: 'CNY', allowNegative: true },
  /** Amounts of withdrawals asked for and not yet paid out or released (the members' held amounts). */
  platform_pending_withdrawals: { currency: 'CNY', allowNegative: false },
  /** Handling fees earned on withdrawals. */
  platform_fees: { currency: 'CNY', allowNegative: false },
  /** What bank-card verification deposits cost the platform (grows negative). */
  platform_verification_costs: { currency: 'CNY', allowNegative: true },
  /** The CNY behind every platform coin in circulation (exchanges to coin put it here, exchanges back take it). */
  platform_coin_reserve: { currency: 'CNY', allowNegative: false },
  /** Where platform coins are issued (goes negative by the coins in circulation: reserve = −issuance). */
  platform_coin_issuance: { currency: 'COIN', allowNegative: true },
  /** Review (feasibility-assessment) fees paid and not yet distributed (later issues distribute them). */
  escrow_review_fees: { currency: 'COIN', allowNegative: false },
  /** Crowdfunding contributions held until a project is funded or refunded (later issues). */
  escrow_crowdfunding: { currency: 'COIN', allowNegative: false },
  /** The platform's service fee out of review fees, earned when a pre-review completes (stage 2). */
  platform_review_service_fees: { currency: 'COIN', allowNegative: false },
} as const;

export type MemberAccountKind = keyof typeof MEMBER_ACCOUNT_KINDS;
export type PlatformAccountKind = keyof typeof PLATFORM_ACCOUNT_KINDS;
export type AccountKind = MemberAccountKind | PlatformAccountKind;

/** Every platform account kind, in the order above. */
export const PLATFORM_KINDS = Object.keys(PLATFORM_ACCOUNT_KINDS) as PlatformAccountKind[];

/** Transfer types, and the spec's "wallet transaction type" (section 3) a member's flow record shows for each. */
export const TRANSFER_TYPES = {
  recharge: '3',
  withdrawHold: '2',
  withdrawRelease: '2',
  withdrawPayout: null,
  exchange: '1',
  payReviewFee: '4',
  /** A funder's coins into a crowdfunding campaign's escrow, and back when it fails or is cancelled. */
  crowdfundContribution: '4',
  crowdfundRefund: '4',
  /** A funded campaign's contributions become the paid review fee (escrow to escrow: no member sees it). */
  crowdfundSettle: null,
  /** A review fee returned from escrow when operations stop the requirement before it was spent. */
  reviewFeeRefund: '4',
  /** An assessor's or reviewer's share of a review fee's pool, paid when their stage-2 task is done. */
  reviewTaskFee: '5',
  /** The platform's service fee taken from a review fee when the pre-review completes (escrow to platform). */
  reviewServiceFee: null,
  microDeposit: null,
} as const;
export type TransferType = keyof typeof TRANSFER_TYPES;

/** The transfer types a member's flow record lists under a spec code (`1` exchange, `2` withdraw, ...). */
export function transferTypesOfCode(code: string): TransferType[] {
  return (Object.keys(TRANSFER_TYPES) as TransferType[]).filter((t) => TRANSFER_TYPES[t] === code);
}
