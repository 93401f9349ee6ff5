import type { RegisterRule } from '@croupier/contract';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { fieldMessage } from './field-messages';

/**
 * A password of the sign-in forms (the current one, a new one, its confirmation): hidden,
 * required, and its problem (a message key) in words, with the merchant's `rule` lengths.
 */
export function PasswordField({
  error,
  rule,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  rule?: RegisterRule;
}) {
  const { t } = useTranslation();
  return (
    <Field type="password" required error={error && fieldMessage(t, error, rule)} {...input} />
  );
}
