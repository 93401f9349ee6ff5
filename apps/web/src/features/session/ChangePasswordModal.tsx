import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { Field, FormError } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { changePassword } from './api';
import { memberInfoKey } from '../../app/session/member-info';
import { fieldMessage } from './field-messages';
import { NewPasswordFields, newPasswordSchema } from './NewPasswordFields';
import { useSessionStore } from '../../app/session/store';
import { useRegistrationRules } from './switches';

/**
 * Change password (spec §4, §5). Forced after a first login with 123456 or an expired
 * password: then no old password is asked and the modal cannot be dismissed, only left by
 * signing out. On success the member's info reloads, the modal closes and the site goes to /.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation();
  const forced = useSessionStore((state) => state.passwordChangeForced);
  const closeModal = useSessionStore((state) => state.closeModal);
  const openModal = useSessionStore((state) => state.openModal);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const rules = useRegistrationRules();
  const schema = newPasswordSchema(rules.get('password'), {
    oldPassword: forced ? z.string().optional() : z.string().min(1, 'field_required'),
  });
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({ resolver: zodResolver(schema) });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const oldPasswordError = errors.oldPassword?.message;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword({
        oldPassword: forced ? undefined : values.oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      await queryClient.invalidateQueries({ queryKey: memberInfoKey });
      closeModal();
      navigate('/', { replace: true });
    } catch (failure) {
      const error = failure instanceof ApiError ? failure : new ApiError('system_error', 0);
      const fields = (error.value as { fields?: Record<string, string> } | null)?.fields ?? {};
      for (const [field, key] of Object.entries(fields))
        form.setError(field as keyof Values, { message: key });
      setFormError(errorText(error.messageKey));
    }
  });

  return (
    <Modal
      title={t('session.changePasswordTitle')}
      onClose={forced ? undefined : closeModal}
      testId="change-password-modal"
    >
      {forced && <p className="form-intro notice">{errorText('in_first_password')}</p>}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {!forced && (
          <Field
            label={t('session.oldPassword')}
            type="password"
            autoComplete="current-password"
            required
            error={oldPasswordError && fieldMessage(t, oldPasswordError)}
            {...form.register('oldPassword')}
          />
        )}
        <NewPasswordFields
          register={(name) => form.register(name)}
          errors={{
            newPassword: errors.newPassword?.message,
            confirmNewPassword: errors.confirmNewPassword?.message,
          }}
          passwordRule={rules.get('password')}
        />
        <FormError message={formError} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={isSubmitting}>
            {isSubmitting ? t('common.saving') : t('session.changePassword')}
          </button>
          {forced && (
            <button type="button" className="link-button" onClick={() => openModal('logout')}>
              {t('session.logout')}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}
