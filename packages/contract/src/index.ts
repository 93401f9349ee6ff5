export * from './envelope';
export * from './errors';
export * from './headers';
export * as system from './system';
export {
  categoryRoutes,
  gameCategories,
  modIds,
  systemStatusCode,
  type GameCategory,
  type MerchantPublic,
  type CustomerService,
  type MerchantResource,
  type MerchantTheme,
  type RegisterRule,
  type SystemStatus,
  type WhitelabelNode,
} from './system';
export * from './whitelabel';
export * as session from './session';
export * as member from './member';
export { type HumanChallenge, type HumanCheck, type LoginBody, type LoginResult } from './session';
export {
  agentAccountTypes,
  defaultPassword,
  memberAccountType,
  optionalRegistrationFields,
  trialAccountType,
  type MemberInfo,
  type RegisterBody,
} from './member';
export * from './registration-rules';
export * from './human-check';
export * as messaging from './messaging';
export {
  announcementGroups,
  announcementTypes,
  countWords,
  feedbackQuestionTypes,
  feedbackWordLimits,
  noticePageSize,
  type Announcement,
  type AnnouncementLists,
  type AnnouncementType,
  type FeedbackBody,
  type FeedbackQuestionType,
  type Notice,
  type NoticePage,
  type NoticesQuery,
} from './messaging';
export {
  footerHelpKeys,
  type FooterHelpKey,
  type HelpArticle,
  type HelpCentre,
} from './help-centre';
export * from './payload-seal';
