export const WALLET_OVERVIEW_PATH = '/personal/wallet/overview';
export const FIAT_WALLET_PATH = '/personal/wallet/fiatWallet';
export const COIN_WALLET_PATH = '/personal/wallet/daCoinWallet';
export const FLOW_RECORD_PATH = '/personal/wallet/record/flowRecord';
export const RECHARGE_RECORD_PATH = '/personal/wallet/record/rechargeRecord';
export const WITHDRAW_RECORD_PATH = '/personal/wallet/record/withdrawRecord';
/** The recharge and withdrawal steps (src/features/wallet-flows). */
export const RECHARGE_PATH = '/recharge';
export const WITHDRAW_PATH = '/cash';
export const EXCHANGE_PATH = '/exchange';

/** The exchange view with a direction chosen (`?direction=coinToCny`). */
export function exchangePath(direction: 'cnyToCoin' | 'coinToCny'): string {
  return `${EXCHANGE_PATH}?direction=${direction}`;
}

/** Continue a recharge order that still waits for the transfer or the voucher. */
export function rechargeContinuePath(id: number): string {
  return `${RECHARGE_PATH}?id=${id}`;
}
