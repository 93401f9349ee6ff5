// Plain values of the system domain, without zod: a client can use them without loading
// the schemas (the site's first render stays small).

/** Module ids of the switches Croupier reads. Groups are parents in the tree. */
export const modIds = {
  site: 'SITE',
  loginedToHomePage: 'LOGINED_TO_HOME_PAGE',
  freePlay: 'FREE_PLAY',
  manualRebate: 'MANUAL_REBATE',
  referral: 'REFERRAL',
  register: 'REGISTER',
  registerDirect: 'REGISTER_DIRECT',
  registerUsername: 'REGISTER_USERNAME',
  registerMobile: 'REGISTER_MOBILE',
  registerMobilePassword: 'REGISTER_MOBILE_PASSWORD',
  registerSmsVerification: 'REGISTER_SMS_VERIFY',
  login: 'LOGIN',
  loginPhone: 'LOGIN_PHONE',
  loginVerificationCode: 'LOGIN_SMS_CODE',
  passwordExpiry: 'PASSWORD_EXPIRY',
  forgotByPhone: 'FORGOT_BY_PHONE',
  gameCategories: 'GAME_CATEGORIES',
} as const;

/** Game categories in their default nav order, and the route each opens (spec §2). */
export const gameCategories = [
  'LIVE',
  'RNG',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
] as const;
export type GameCategory = (typeof gameCategories)[number];
export const categoryRoutes: Record<GameCategory, string> = {
  LIVE: '/live',
  RNG: '/rng',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  FISH: '/fish',
  PVP: '/pvp',
  LOTT: '/lottery',
  ELOTT: '/elott',
};

/** Root view by system status (spec §4): 0 normal site, 1 maintenance, 2 restriction. */
export const systemStatusCode = { normal: 0, maintenance: 1, restricted: 2 } as const;
