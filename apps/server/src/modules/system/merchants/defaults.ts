import { gameCategories, modIds } from '@croupier/contract';

type ModuleSeed = { modId: string; enabled: boolean; children?: ModuleSeed[] };

/**
 * The switch tree a brand starts with when it copies no other brand's (spec §4 feature
 * switches, §6 sign-in options): the demo brand's, and a production deployment's first.
 */
export const defaultSwitchTree: ModuleSeed[] = [
  {
    modId: modIds.site,
    enabled: true,
    children: [
      { modId: modIds.loginedToHomePage, enabled: false },
      { modId: modIds.freePlay, enabled: true },
      { modId: modIds.manualRebate, enabled: true },
      { modId: modIds.referral, enabled: true },
    ],
  },
  {
    modId: modIds.register,
    enabled: true,
    children: [
      { modId: modIds.registerDirect, enabled: true },
      { modId: modIds.registerUsername, enabled: true },
      { modId: modIds.registerMobile, enabled: true },
      { modId: modIds.registerMobilePassword, enabled: true },
      { modId: modIds.registerSmsVerification, enabled: true },
    ],
  },
  {
    modId: modIds.login,
    enabled: true,
    children: [
      { modId: modIds.loginPhone, enabled: true },
      { modId: modIds.loginVerificationCode, enabled: true },
      { modId: modIds.passwordExpiry, enabled: false },
      { modId: modIds.forgotByPhone, enabled: true },
    ],
  },
  {
    modId: modIds.gameCategories,
    enabled: true,
    children: gameCategories.map((category) => ({ modId: category, enabled: true })),
  },
];

type RuleSeed = {
  field: string;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
};

/** A brand's departures from the default rules, by field (the demo brand's, for one). */
export type RegisterRuleChanges = Record<string, Partial<Omit<RuleSeed, 'field'>>>;

/**
 * Registration rules a brand starts with when it copies no other brand's. Pattern ids index the family's pattern messages
 * (`reg_pattern_0` any characters, 1 letter then letters/digits, 4 email, 7 digits only,
 * 9 English letters and spaces, 18 letters, digits and symbols).
 */
export const defaultRegisterRules: RuleSeed[] = [
  {
    field: 'username',
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    patternId: 1,
    minLength: 6,
    maxLength: 16,
  },
  {
    field: 'password',
    enabled: true,
    required: true,
    acceptedPattern: '^[\\x21-\\x7e]+$',
    patternId: 18,
    minLength: 8,
    maxLength: 32,
  },
  {
    field: 'confirmPassword',
    enabled: true,
    required: true,
    acceptedPattern: '^[\\x21-\\x7e]+$',
    patternId: 18,
    minLength: 8,
    maxLength: 32,
  },
  {
    field: 'mobileNum',
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]+$',
    patternId: 7,
    minLength: 9,
    maxLength: 11,
  },
  {
    field: 'verificationCode',
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]+$',
    patternId: 7,
    minLength: 6,
    maxLength: 6,
  },
  {
    field: 'email',
    enabled: true,
    required: false,
    acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    patternId: 4,
    minLength: 5,
    maxLength: 64,
  },
  {
    field: 'payeeName',
    enabled: true,
    required: false,
    acceptedPattern: '^[A-Za-z ]+$',
    patternId: 9,
    minLength: 2,
    maxLength: 50,
  },
  {
    field: 'affiliateCode',
    enabled: true,
    required: false,
    acceptedPattern: '^[a-zA-Z0-9]+$',
    patternId: 5,
    minLength: 4,
    maxLength: 16,
  },
  {
    field: 'paymentPassword',
    enabled: false,
    required: false,
    acceptedPattern: '^[0-9]+$',
    patternId: 7,
    minLength: 6,
    maxLength: 6,
  },
  {
    field: 'recommenderId',
    enabled: false,
    required: false,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 0,
    maxLength: 32,
  },
  {
    field: 'qqNum',
    enabled: false,
    required: false,
    acceptedPattern: '^[0-9]+$',
    patternId: 7,
    minLength: 5,
    maxLength: 12,
  },
  {
    field: 'line',
    enabled: false,
    required: false,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 0,
    maxLength: 64,
  },
  {
    field: 'whatsapp',
    enabled: false,
    required: false,
    acceptedPattern: '^[0-9]+$',
    patternId: 7,
    minLength: 6,
    maxLength: 16,
  },
  {
    field: 'facebook',
    enabled: false,
    required: false,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 0,
    maxLength: 64,
  },
  {
    field: 'wechat',
    enabled: false,
    required: false,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 0,
    maxLength: 64,
  },
  {
    field: 'idNumber',
    enabled: false,
    required: false,
    acceptedPattern: '^[a-zA-Z0-9]+$',
    patternId: 5,
    minLength: 6,
    maxLength: 20,
  },
  {
    field: 'captcha',
    enabled: true,
    required: false,
    acceptedPattern: '^[a-zA-Z0-9]+$',
    patternId: 5,
    minLength: 4,
    maxLength: 6,
  },
];
