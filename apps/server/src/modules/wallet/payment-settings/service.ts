// Payment settings: the merchant's ways to deposit and wallet limits (the console's
// payments page), and the member's payment password that guards money leaving a wallet.
export { walletSettingsOf } from './settings';
export { enabledPaymentMethods, findPaymentMethod } from './queries';
export {
  hasPaymentPassword,
  setPaymentPassword,
  verifyPaymentPassword,
  type PaymentPasswordChange,
} from './payment-password';
