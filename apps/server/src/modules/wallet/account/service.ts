// "My account" of the member centre: the profile the wallet pages show, the payee name that
// withdrawals are paid to, and setting the payment password.
export { securityOf, updateProfile } from './account';
