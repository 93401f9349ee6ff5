import { consoleAdmin } from '@croupier/contract';
import { ApiError } from '../../api/client';
import { errorMessage, errorText, i18n } from '../../i18n';
import {
  draftErrors,
  keyOfWords,
  refusalFieldErrors,
  type FieldErrors,
} from '../../ui/form-errors';

export type { FieldErrors };

/** What the first-owner form holds: the contract's body plus the password typed twice. */
export type SetupFields = {
  setupToken: string;
  username: string;
  password: string;
  repeatPassword: string;
};

// The contract's bounds, so the words cannot drift from what the server asks.
const ownerPassword = consoleAdmin.setupBody.shape.password;
export const ownerPasswordMin = ownerPassword.minLength ?? 12;
const ownerPasswordMax = ownerPassword.maxLength ?? 128;

// The server answers a generic key per kind of problem; the form says what the field wants.
const fieldKey = keyOfWords({
  setupToken: { field_too_long: 'setup_token_invalid', field_invalid: 'setup_token_invalid' },
  username: { field_format: 'username_invalid', field_invalid: 'username_invalid' },
  password: { field_too_short: 'password_too_short', field_too_long: 'password_too_long' },
});

/** The body sent: the token and username as typed but trimmed, the password exactly as typed. */
export function setupBodyOf(fields: SetupFields): consoleAdmin.SetupBody {
  return {
    setupToken: fields.setupToken.trim(),
    username: fields.username.trim(),
    password: fields.password,
  };
}

/** The contract's rules and the repeated password, checked before sending. */
export function setupErrors(fields: SetupFields): FieldErrors {
  const errors =
    draftErrors(consoleAdmin.setupBody, setupBodyOf(fields), {
      requiredWhenEmpty: true,
      keyOf: fieldKey,
    }) ?? {};
  if (!fields.repeatPassword) errors.repeatPassword = 'field_required';
  else if (fields.repeatPassword !== fields.password) errors.repeatPassword = 'passwords_differ';
  return errors;
}

/** A refusal about one field: a wrong token beside the token, a 400's field errors beside theirs. */
export const refusedFields = (error: unknown): FieldErrors | null =>
  refusalFieldErrors(error, { setup_token_invalid: 'setupToken' }, fieldKey);

/** A field's problem in words: the form's own, then the console's refusals (a wrong token). */
export function setupFieldText(key: string): string {
  if (i18n.exists(`session.setup.fieldErrors.${key}`)) {
    return i18n.t(`session.setup.fieldErrors.${key}`, {
      min: ownerPasswordMin,
      max: ownerPasswordMax,
    });
  }
  if (i18n.exists(`errors.${key}`)) return errorText(key);
  return i18n.t('session.setup.fieldErrors.field_invalid');
}

/**
 * A refusal of the whole form in words. A rate limit that says how long to wait is shown with
 * its wait: "a moment" would send the operator back to a limit that may last minutes.
 */
export function setupRefusalText(error: unknown): string {
  const wait = error instanceof ApiError && error.status === 429 ? waitOf(error.value) : null;
  return wait ? i18n.t('session.setup.tooManyAttempts', { wait }) : errorMessage(error);
}

function waitOf(value: unknown): string | null {
  const seconds = (value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  const inMinutes = seconds >= 60;
  return new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: inMinutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(inMinutes ? Math.ceil(seconds / 60) : Math.ceil(seconds));
}
