/** Where the wallet flows live and where they lead (features do not import each other: paths are repeated). */
export const RECHARGE_PATH = '/recharge';
export const CASH_PATH = '/cash';
/** The agreement texts, opened in a new tab from the forms (spec 2). */
export const RECHARGE_AGREEMENT_PATH = '/agreement/recharge';
export const WITHDRAW_AGREEMENT_PATH = '/agreement/withdraw';
export const BANK_CARD_LIST_PATH = '/personal/accountManagement/account/bankCardAuth';
export const FIAT_WALLET_PATH = '/personal/wallet/fiatWallet';
export const RECHARGE_RECORD_PATH = '/personal/wallet/record/rechargeRecord';
export const WITHDRAW_RECORD_PATH = '/personal/wallet/record/withdrawRecord';

/** `?id=` of a flow page: a positive integer, else null (a new flow). */
export { idParam as orderIdOf } from '@/lib/id-param';
