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
  type MerchantTheme,
  type RegisterRule,
  type SystemStatus,
  type WhitelabelNode,
} from './system';
export * from './whitelabel';
export * as session from './session';
export * as member from './member';
export { type HumanChallenge, type HumanCheck, type LoginBody, type LoginResult } from './session';
export { registrationFields, type MemberInfo, type RegisterBody } from './member';
