import type { RegisterRule } from '@croupier/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { failureText } from '../../i18n/failure-text';
import { PasswordField } from './PasswordField';
import { requiredText, ruleSchema } from './rule-schemas';
import { useRegistrationRules } from './switches';

type NewPasswordField = 'newPassword' | 'confirmNewPassword';

/** A new password by the merchant's password rule, and its confirmation (spec §5). */
export function newPasswordSchema<Shape extends z.ZodRawShape>(
  passwordRule: RegisterRule | undefined,
  extra: Shape,
) {
  return (
    z
      .object({
        ...extra,
        newPassword: ruleSchema(passwordRule, true),
        confirmNewPassword: requiredText,
      })
      // zod cannot follow the generic shape here; these two keys are the ones added just above.
      .refine(
        (values) => {
          const { newPassword, confirmNewPassword } = values as Record<NewPasswordField, string>;
          return confirmNewPassword === newPassword;
        },
        {
          path: ['confirmNewPassword'],
          message: 'inconsistent_twice',
        },
      )
  );
}

/** What the new-password inputs read of their form (react-hook-form's, with these two fields). */
type NewPasswordForm = {
  register: (name: NewPasswordField) => UseFormRegisterReturn;
  formState: { errors: Partial<Record<NewPasswordField, { message?: string }>> };
};

/**
 * The new-password and confirmation inputs of the change and reset forms; the new one is
 * checked by the merchant's password rule.
 */
export function NewPasswordFields({ form }: { form: NewPasswordForm }) {
  const { t } = useTranslation();
  const passwordRule = useRegistrationRules().get('password');
  const { errors } = form.formState;
  return (
    <>
      <PasswordField
        label={t('session.newPassword')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        rule={passwordRule}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('session.confirmNewPassword')}
        autoComplete="new-password"
        error={errors.confirmNewPassword?.message}
        {...form.register('confirmNewPassword')}
      />
    </>
  );
}

/**
 * A refused password form: the problems the answer names (`value.fields`) beside their
 * fields, and the failure's words above the button.
 */
export function showRefusal<Name extends string>(
  failure: unknown,
  setError: (field: Name, error: { message: string }) => void,
  setFormError: (text: string) => void,
) {
  const value = failure instanceof ApiError ? failure.value : null;
  const fields = (value as { fields?: Record<string, string> } | null)?.fields ?? {};
  for (const [field, key] of Object.entries(fields)) setError(field as Name, { message: key });
  setFormError(failureText(failure));
}
