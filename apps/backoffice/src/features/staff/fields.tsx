import { backoffice } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type StaffRole = backoffice.StaffRole;

/** Staff passwords: at least 12 characters (the contract's `staffDraft`). */
export const staffPasswordMin = 12;
export const staffPasswordMax = 128;

/**
 * A new password, hidden by default with a button to show it: the one typing it can check
 * it before handing it over, without it standing on the screen the whole time.
 */
export function PasswordInput({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  autoFocus,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="password-control">
      <input
        id={id}
        className="input"
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        spellCheck={false}
        value={value}
        maxLength={staffPasswordMax}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        autoFocus={autoFocus}
      />
      <button
        type="button"
        className="button button-small"
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown((now) => !now)}
      >
        {shown ? t('staff.password.hide') : t('staff.password.show')}
      </button>
    </div>
  );
}

/** The roles, each with one line on what it may do, so the choice is made knowingly. */
export function RoleSelect({
  id,
  value,
  onChange,
  describedBy,
  autoFocus,
}: {
  id: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  describedBy?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      className="select"
      value={value}
      aria-describedby={describedBy}
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.target.value as StaffRole)}
    >
      {backoffice.staffRoles.map((role) => (
        <option key={role} value={role}>
          {t('staff.roleOption', { role: t(`roles.${role}`), what: t(`staff.roleHelp.${role}`) })}
        </option>
      ))}
    </select>
  );
}
