// The wallet module's public face: its two guarded moves, the balance, the spec's calls, and the
// console's adjustments and ledger view.
export {
  creditWallet,
  debitWallet,
  walletBalance,
  walletBalanceSql,
  walletLedgerOfRefund,
  type WalletMove,
} from './wallet.service';

export { adjustWallet, customerWallet } from './console/wallet-adjust.service';
