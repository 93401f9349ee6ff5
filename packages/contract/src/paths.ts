/**
 * Paths of the API's calls (spec §7 and the wire conventions), without zod: the endpoint
 * schemas in each domain module point here, and a client can call them without loading zod.
 */
export const paths = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  registerSettings: '/wps/system/setting/register',
  helpCentre: '/wps/system/helpCenter',
  domainRoute: '/wps/system/domainRoute',
  login: '/wps/session/login',
  logout: '/wps/session/logout',
  freePlay: '/wps/session/login/freeplay',
  rsaKey: '/wps/session/key/rsa',
  humanChallenge: '/wps/verification/human',
  captcha: '/wps/captcha',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  memberLanguage: '/wps/member/language',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  memberInfo: '/wps/member/info',
  changePassword: '/wps/member/password',
  forgotByEmail: '/wps/member/password/email',
  setPasswordByPhone: '/wps/member/password/verification',
  affiliate: '/wps/agent/affiliate',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  announcementsAlias: '/wps/relay/CCSFE_getListAnnouncements',
  notices: '/wps/notice',
  feedback: '/wps/feedback',
} as const;
