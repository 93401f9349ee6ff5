import type { AuditActor } from '../../../platform/audit/audit-log';
import { AppError } from '../../../platform/http/app-error';

export { changedFields } from '../../../platform/audit/audited-writes';

/** Whose settings a console call changes: the merchant of its `Merchant` header. */
export type SettingsScope = { merchantId: number; staff: AuditActor };

/** A refusal that reads like the contract's own field errors (400, `value.fields`). */
export const fieldError = (field: string, messageKey: string) =>
  AppError.of('invalidInput', { fields: { [`body.${field}`]: messageKey } });
