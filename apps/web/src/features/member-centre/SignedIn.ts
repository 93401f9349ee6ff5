// One chunk for what only a signed-in member sees outside the centre: the header's money and
// the side menu's balance and account entries.
export { HeaderWalletBar } from './HeaderWallet';
export { SideAccountList, SideBalanceBlock } from './SideMenuEntries';
