// The contract of the platform's API. Plain values (paths, switch ids, limits) come from
// zod-free modules, so a client that only needs them does not load the schemas; the schemas
// are under their domain's namespace (`system.systemStatus`, `session.loginResult`, ...).
export * from './envelope';
export * from './errors';
export * from './headers';
export * from './paths';
export * from './system-values';
export * from './member-values';
export * from './content-values';
export * from './help-values';
export * from './whitelabel';
export * from './registration-rules';
export * from './human-check';
export * from './payload-seal';

export * as system from './system';
export * as session from './session';
export * as member from './member';
export * as content from './content';
export * as contentChat from './content-chat';
export * as deposit from './deposit';
export * as wallet from './wallet';
export * as withdrawal from './withdrawal';
export * as textFields from './text-fields';

export type {
  CustomerService,
  MerchantPublic,
  MerchantResource,
  MerchantTheme,
  RegisterRule,
  SystemStatus,
  WhitelabelNode,
} from './system';
export type { HumanChallenge, HumanCheck, LoginBody, LoginResult } from './session';
export type { MemberInfo, RegisterBody } from './member';
export type {
  Announcement,
  AnnouncementLists,
  AvailablePromotions,
  FeedbackBody,
  Notice,
  NoticePage,
  NoticesQuery,
} from './content';
export type { HelpArticle, HelpCentre } from './help-centre';
export type {
  BankDetails,
  DepositBody,
  DepositMethod,
  DepositOrder,
  DepositOrderCreated,
  DepositOrderPage,
  DepositStatus,
  GatewayCallbackBody,
  PublicDepositMethod,
  QueuedDeposit,
} from './deposit';
export type { Balance } from './wallet';
export * from './html-policy';
export * from './field-messages';
export * from './wallet-values';
export * from './games-values';
export * as games from './games';
export * as seamless from './seamless';
export type { Game, GameListPage, GameMenu, GameVendor, VendorGroup, WinnerLine } from './games';
export * from './studio-values';
export * as studio from './studio';
export * from './lottery-values';
export * as lottery from './lottery';
export * as rewards from './rewards';
export * from './agent-values';
export * as agent from './agent';
export * as consoleAccess from './console-access';
export * as consoleAdmin from './console-admin';
export * as consoleContent from './console-content';
export * as consoleGames from './console-games';
export * as consoleLottery from './console-lottery';
export * as consoleLotteryResults from './console-lottery-results';
export * as consoleReports from './console-reports';
export * as consoleMembers from './console-members';
export * as consolePaymentSettings from './console-payment-settings';
export * as consoleSettings from './console-settings';
export * as consoleRewards from './console-rewards';
