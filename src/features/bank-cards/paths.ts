export const BANK_CARD_LIST_PATH = '/personal/accountManagement/account/bankCardAuth';
export const BANK_CARD_DETAIL_PATH = '/personal/accountManagement/account/bankCardAuth/bankCardAuthDetail';
/** Account security, where the transaction password is set. */
export const SECURITY_PATH = '/personal/accountManagement/secure';
export const BANK_CARD_AGREEMENT_PATH = '/docs/bank-card-agreement';
