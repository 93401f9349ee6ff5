import type { RegisterRule } from '@croupier/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../ui/Field';
import { fieldMessage } from './field-messages';
import { requiredText, ruleSchema } from './rule-schemas';

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

/** The new-password and confirmation inputs of the change and reset forms. */
export function NewPasswordFields({
  register,
  errors,
  passwordRule,
}: {
  register: (name: NewPasswordField) => UseFormRegisterReturn;
  errors: Partial<Record<NewPasswordField, string>>;
  passwordRule: RegisterRule | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('session.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.newPassword && fieldMessage(t, errors.newPassword, passwordRule)}
        {...register('newPassword')}
      />
      <Field
        label={t('session.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmNewPassword && fieldMessage(t, errors.confirmNewPassword)}
        {...register('confirmNewPassword')}
      />
    </>
  );
}
