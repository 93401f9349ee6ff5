import { writeMerchantSettings } from '../caches';
import {
  minimumPasswordLength,
  termsCheckedRuleField,
  type consoleSettings,
  type WhitelabelNode,
} from '@croupier/contract';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import * as queries from '../queries';
import { toRegisterRule } from '../register-rules';
import { buildWhitelabelTree } from '../whitelabel-tree';
import * as writes from './queries';
import { changedFields, fieldError, type SettingsScope } from './scope';

type SettingsModule = consoleSettings.SettingsModule;
type RegisterRuleSetting = consoleSettings.RegisterRuleSetting;

// The switch tree ---------------------------------------------------------------------------

function toSettingsModule(node: WhitelabelNode): SettingsModule {
  return {
    modId: node.modId,
    enabled: node.enabled === '1',
    children: node.childrenNodes.map(toSettingsModule),
  };
}

export async function whitelabelSettings(
  db: Database,
  merchantId: number,
): Promise<SettingsModule[]> {
  const rows = await queries.listWhitelabelModules(db, merchantId);
  return buildWhitelabelTree(rows).map(toSettingsModule);
}

export async function switchWhitelabelModule(
  db: Database,
  { merchantId, staff }: SettingsScope,
  modId: string,
  enabled: boolean,
): Promise<SettingsModule[]> {
  await writeMerchantSettings(db, async (tx) => {
    const module = await writes.lockWhitelabelModule(tx, merchantId, modId);
    if (!module) throw AppError.of('settingsModuleNotFound');
    await writes.setWhitelabelModule(tx, merchantId, modId, enabled);
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.whitelabel.update',
      target: `whitelabel:${modId}`,
      before: { enabled: module.enabled },
      after: { enabled },
    });
  });
  return whitelabelSettings(db, merchantId);
}

// Registration rules --------------------------------------------------------------------------

type RuleRow = Awaited<ReturnType<typeof queries.listRegisterRules>>[number];

function toRuleSetting(row: RuleRow): RegisterRuleSetting {
  return { ...toRegisterRule(row), sortOrder: row.sortOrder };
}

/**
 * The rows that are fields of the form. The terms setting shares the table (and so the
 * site's answer) but is no field: it has its own console call and no place in the order.
 */
const isFormField = (row: { field: string }) => row.field !== termsCheckedRuleField;

export async function registerRuleSettings(
  db: Database,
  merchantId: number,
): Promise<RegisterRuleSetting[]> {
  return (await queries.listRegisterRules(db, merchantId)).filter(isFormField).map(toRuleSetting);
}

/**
 * The platform signs members up with a password of at least 8 characters whatever a rule
 * says (contract `effectiveRules`); a rule asking for less is refused here rather than
 * silently overruled on the site.
 */
function checkPasswordRule(field: string, rule: consoleSettings.RegisterRuleBody) {
  if (field !== 'password' && field !== 'confirmPassword') return;
  if (!rule.enabled) throw fieldError('enabled', 'password_rule_fixed');
  if (!rule.required) throw fieldError('required', 'password_rule_fixed');
  if (rule.minLength < minimumPasswordLength) throw fieldError('minLength', 'password_min_length');
}

export async function updateRegisterRule(
  db: Database,
  { merchantId, staff }: SettingsScope,
  field: string,
  rule: consoleSettings.RegisterRuleBody,
): Promise<RegisterRuleSetting> {
  checkPasswordRule(field, rule);
  if (!isFormField({ field })) throw AppError.of('settingsRuleNotFound');
  return writeMerchantSettings(db, async (tx) => {
    const current = await writes.lockRegisterRule(tx, merchantId, field);
    if (!current) throw AppError.of('settingsRuleNotFound');
    const { sortOrder: _order, field: _field, ...before } = toRuleSetting(current);
    const updated = await writes.updateRegisterRule(tx, merchantId, field, rule);
    if (!updated) throw AppError.of('settingsRuleNotFound');
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.register_rule.update',
      target: `register_rule:${field}`,
      ...changedFields(before, rule),
    });
    return toRuleSetting(updated);
  });
}

/** Puts the form's fields in the given order; the list must name every field exactly once. */
export async function orderRegisterRules(
  db: Database,
  { merchantId, staff }: SettingsScope,
  fields: string[],
): Promise<RegisterRuleSetting[]> {
  await writeMerchantSettings(db, async (tx) => {
    const rows = (await writes.lockRegisterRules(tx, merchantId)).filter(isFormField);
    const known = new Set(rows.map((row) => row.field));
    const named = new Set(fields);
    if (
      named.size !== fields.length ||
      named.size !== known.size ||
      fields.some((field) => !known.has(field))
    ) {
      throw fieldError('fields', 'rule_order_mismatch');
    }
    for (const [index, field] of fields.entries()) {
      await writes.updateRegisterRule(tx, merchantId, field, { sortOrder: index });
    }
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.register_rules.order',
      target: 'register_rules',
      before: { order: rows.map((row) => row.field) },
      after: { order: fields },
    });
  });
  return registerRuleSettings(db, merchantId);
}

// The terms box -----------------------------------------------------------------------------

type RegistrationTermsSetting = consoleSettings.RegistrationTermsSetting;

export async function registrationTermsSetting(
  db: Database,
  merchantId: number,
): Promise<RegistrationTermsSetting> {
  const rows = await queries.listRegisterRules(db, merchantId);
  const row = rows.find((rule) => rule.field === termsCheckedRuleField);
  return { checkedByDefault: row?.enabled ?? false };
}

/**
 * Has the site's age-and-terms box start ticked or not. A brand made before the setting
 * existed has no row: one is added switched off (what an absent row means), then changed
 * under its lock like every other rule, so the audit's "before" is the true one.
 */
export async function updateRegistrationTerms(
  db: Database,
  { merchantId, staff }: SettingsScope,
  { checkedByDefault }: RegistrationTermsSetting,
): Promise<RegistrationTermsSetting> {
  return writeMerchantSettings(db, async (tx) => {
    await writes.insertRegisterRuleIfMissing(tx, {
      merchantId,
      field: termsCheckedRuleField,
      enabled: false,
      required: false,
      // After every field of the form: it is no field, and the form's order stays as it was.
      sortOrder: 1_000,
    });
    const current = await writes.lockRegisterRule(tx, merchantId, termsCheckedRuleField);
    if (!current) throw AppError.of('settingsRuleNotFound');
    await writes.updateRegisterRule(tx, merchantId, termsCheckedRuleField, {
      enabled: checkedByDefault,
    });
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.registration_terms.update',
      target: `register_rule:${termsCheckedRuleField}`,
      ...changedFields({ checkedByDefault: current.enabled }, { checkedByDefault }),
    });
    return { checkedByDefault };
  });
}
