/** Where "go to wallet" leads: the platform-coin wallet, whose page offers deposit (via CNY) and exchange. */
export const COIN_WALLET_PATH = '/personal/wallet/daCoinWallet';
