// The wallet module's public face: its two guarded moves, the balance and the spec's calls.
export { creditWallet, debitWallet, walletBalance, type WalletMove } from './wallet.service';
export { registerWalletUserRoutes } from './wallet.routes';
