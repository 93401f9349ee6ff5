import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { errorText } from '../../i18n';
import { FormFooter } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { changePassword } from './api';
import { memberInfoKey } from '../../app/session/member-info';
import { NewPasswordFields, newPasswordSchema, showRefusal } from './NewPasswordFields';
import { PasswordField } from './PasswordField';
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
      showRefusal<keyof Values>(failure, form.setError, setFormError);
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
          <PasswordField
            label={t('session.oldPassword')}
            autoComplete="current-password"
            error={errors.oldPassword?.message}
            {...form.register('oldPassword')}
          />
        )}
        <NewPasswordFields form={form} />
        <FormFooter
          error={formError}
          busy={isSubmitting}
          label={t('session.changePassword')}
          busyLabel={t('common.saving')}
        >
          {forced && (
            <button type="button" className="link-button" onClick={() => openModal('logout')}>
              {t('session.logout')}
            </button>
          )}
        </FormFooter>
      </form>
    </Modal>
  );
}
