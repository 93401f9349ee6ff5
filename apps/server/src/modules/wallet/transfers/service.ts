// Transfers: main ↔ vendor sub-wallets, a member to their agent, an agent to a downline.
export { transferBetweenWallets, transferToMember, transferUplineName } from './transfers';
