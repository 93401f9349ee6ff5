import { lazyNamed } from '../chunks';

// Pages of other features that the member centre gives a place to (deposit, withdrawal, the
// bank cards of "my account" and cashback). The centre reaches them through here, never directly, and
// each stays a chunk of its own.
export const DepositPage = lazyNamed(
  () => import('../../features/deposit/DepositPage'),
  'DepositPage',
);
export const WithdrawalPage = lazyNamed(
  () => import('../../features/withdrawal/WithdrawalPage'),
  'WithdrawalPage',
);
export const AccountBankCards = lazyNamed(
  () => import('../../features/withdrawal/AccountBankCards'),
  'AccountBankCards',
);
/** Cashback (`manualRebate`), of the rewards feature. */
export const RebatePage = lazyNamed(
  () => import('../../features/rewards/rebate/RebatePage'),
  'RebatePage',
);
