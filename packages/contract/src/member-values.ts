// Plain values of the member domain, without zod (see system-values.ts).

/** Account types, wire `customerType` (spec §6): a plain member, the agents, the trial. */
export const memberAccountType = 0;
export const agentAccountTypes = [1, 2, 41, 42] as const;
export const trialAccountType = 4;

/** The password everyone tries first; signing in with it forces a change (spec §4, §9). */
export const defaultPassword = '123456';

/** Contact fields a member may give at registration, kept together as the member's contacts. */
export const memberContactFields = [
  'recommenderId',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type MemberContactField = (typeof memberContactFields)[number];

/**
 * Optional registration fields in form order: each is asked for only when the merchant's
 * rule enables it (spec §5), by the register form and by the server's check alike.
 */
export const optionalRegistrationFields = [
  'email',
  'payeeName',
  'paymentPassword',
  'affiliateCode',
  ...memberContactFields,
] as const;
