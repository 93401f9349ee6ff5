import { consoleAccess } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControl } from '../../ui/Field';

type StaffRole = consoleAccess.StaffRole;

/** Staff passwords: at least 12 characters (the contract's `staffDraft`). */
export const staffPasswordMin = 12;
export const staffPasswordMax = 128;

/**
 * A new password, hidden by default with a button to show it: the one typing it can check
 * it before handing it over, without it standing on the screen the whole time.
 */
export function PasswordInput({
  value,
  onChange,
  autoFocus,
  ...control
}: FieldControl & {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="password-control">
      <input
        {...control}
        className="input"
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        spellCheck={false}
        value={value}
        maxLength={staffPasswordMax}
        onChange={(event) => onChange(event.target.value)}
        autoFocus={autoFocus}
      />
      <button
        type="button"
        className="button button-small"
        aria-pressed={shown}
        aria-controls={control.id}
        onClick={() => setShown((now) => !now)}
      >
        {shown ? t('staff.password.hide') : t('staff.password.show')}
      </button>
    </div>
  );
}

/** The roles, each with one line on what it may do, so the choice is made knowingly. */
export function RoleSelect({
  value,
  onChange,
  autoFocus,
  ...control
}: FieldControl & {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <select
      {...control}
      className="select"
      value={value}
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.target.value as StaffRole)}
    >
      {consoleAccess.staffRoles.map((role) => (
        <option key={role} value={role}>
          {t('staff.roleOption', { role: t(`roles.${role}`), what: t(`staff.roleHelp.${role}`) })}
        </option>
      ))}
    </select>
  );
}
