import { z } from 'zod';
import { email } from '../text-fields';
import { siteAddress, webAddress } from './addresses';

// Site: maintenance, region, customer service, security.

/**
 * ISO 3166-1 alpha-2 codes a visitor's address can resolve to (the geo-IP database also
 * names Kosovo `XK`). The console names them in the staff member's language.
 */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN ' +
  'BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL ' +
  'GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM ' +
  'JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP ' +
  'NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD ' +
  'SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');
const knownCountries = new Set(countryCodes);

export const maintenanceSetting = z.object({
  enabled: z.boolean(),
  /** Shown to players as when the site is back; the operator still switches it back on. */
  maintenanceEnd: z.iso.datetime({ offset: true }).nullable(),
});
export type MaintenanceSetting = z.infer<typeof maintenanceSetting>;

export const regionSetting = z.object({
  blockedCountries: z
    .array(z.string().refine((code) => knownCountries.has(code), 'country_unknown'))
    .max(countryCodes.length),
});
export type RegionSetting = z.infer<typeof regionSetting>;

export const customerServiceSetting = z.object({
  liveChatUrl: siteAddress.nullable(),
  vipServiceUrl: siteAddress.nullable(),
  facebookUrl: webAddress.nullable(),
  supportEmail: email.nullable(),
  /** The licence and regulator statement in the site's footer. */
  licenceNotice: z.string().trim().max(2000),
});
export type CustomerServiceSetting = z.infer<typeof customerServiceSetting>;

/** Bounds of the security values: what a careful operator may choose, nothing that disables one. */
export const securityBounds = {
  passwordExpiryDays: { min: 7, max: 730 },
  smsCodeMinutes: { min: 1, max: 30 },
  captchaAfterFailures: { min: 1, max: 20 },
  minimumAge: { min: 18, max: 25 },
} as const;

/**
 * When sign-in, sign-up and SMS sends must carry a solved proof of work: on every call, only
 * when the call looks risky (failures from the account or address, an unknown device, a
 * second registration or code from one address), or never (clients that cannot solve one).
 */
export const humanVerificationModes = ['always', 'onRisk', 'off'] as const;
export type HumanVerificationMode = (typeof humanVerificationModes)[number];

const bounded = (name: keyof typeof securityBounds) =>
  z.number().int().min(securityBounds[name].min).max(securityBounds[name].max);

export const securitySetting = z.object({
  /** With the PASSWORD_EXPIRY switch on, a password older than this must be changed. */
  passwordExpiryDays: bounded('passwordExpiryDays'),
  smsCodeMinutes: bounded('smsCodeMinutes'),
  /** Failed sign-ins (per account, twice that per address) before a captcha is asked. */
  captchaAfterFailures: bounded('captchaAfterFailures'),
  humanVerification: z.enum(humanVerificationModes),
  minimumAge: bounded('minimumAge'),
  /** Accept sign-in, sign-up and password bodies unencrypted (clients that cannot encrypt). */
  allowPlaintextPayloads: z.boolean(),
});
export type SecuritySetting = z.infer<typeof securitySetting>;

export const siteSettings = z.object({
  maintenance: maintenanceSetting,
  region: regionSetting,
  customerService: customerServiceSetting,
  security: securitySetting,
});
export type SiteSettings = z.infer<typeof siteSettings>;
