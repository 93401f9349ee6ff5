import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Dialog';
import { formatTime } from '../../ui/format';
import { refreshAfterSave, settingsActions, siteQuery, type SiteSettings } from './api';
import { fromLocalInput, localZoneName, toLocalInput } from './datetime';
import { serverFieldErrors, settingsErrorText, type FieldErrors } from './form-errors';
import { Field, SettingsPanel } from './parts';

type Draft = { enabled: boolean; end: string };

/**
 * Opens and closes the player site. Closing shows every visitor the maintenance page on their
 * next page load, with the end time given here; the site does not reopen by itself.
 */
export function MaintenanceForm({
  merchant,
  merchantName,
  settings,
  canChange,
}: {
  merchant: string;
  merchantName: string;
  settings: SiteSettings;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = settings.maintenance;
  const [draft, setDraft] = useState<Draft>({
    enabled: current.enabled,
    end: toLocalInput(current.maintenanceEnd),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');

  const body = () => ({
    enabled: draft.enabled,
    maintenanceEnd: draft.end ? fromLocalInput(draft.end) : null,
  });
  const save = useMutation({
    mutationFn: () => settingsActions.maintenance(body()),
    onSuccess: async (answer) => {
      setConfirming(false);
      setNotice(
        answer.maintenance.enabled
          ? t('settings.maintenance.savedClosed', { merchant: merchantName })
          : t('settings.maintenance.savedOpen', { merchant: merchantName }),
      );
      await refreshAfterSave(queryClient, siteQuery(merchant).queryKey, answer);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) {
        setErrors(fields);
        setConfirming(false);
      }
    },
  });

  const changed =
    draft.enabled !== current.enabled ||
    (draft.end ? fromLocalInput(draft.end) : null) !==
      (current.maintenanceEnd ? new Date(current.maintenanceEnd).toISOString() : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = body();
    const problems: FieldErrors = {};
    if (next.maintenanceEnd && Number.isNaN(new Date(next.maintenanceEnd).getTime())) {
      problems.maintenanceEnd = 'field_format';
    } else if (
      next.enabled &&
      next.maintenanceEnd &&
      new Date(next.maintenanceEnd).getTime() <= Date.now()
    ) {
      problems.maintenanceEnd = 'maintenance_end_past';
    }
    setErrors(problems);
    setNotice('');
    if (Object.keys(problems).length === 0) {
      save.reset();
      setConfirming(true);
    }
  };

  const endText = draft.end ? formatTime(fromLocalInput(draft.end)) : '';
  let question: string;
  if (draft.enabled && !current.enabled) {
    question = endText
      ? t('settings.maintenance.confirmCloseUntil', { merchant: merchantName, end: endText })
      : t('settings.maintenance.confirmClose', { merchant: merchantName });
  } else if (!draft.enabled && current.enabled) {
    question = t('settings.maintenance.confirmOpen', { merchant: merchantName });
  } else {
    question = endText
      ? t('settings.maintenance.confirmEnd', { end: endText })
      : t('settings.maintenance.confirmNoEnd');
  }

  return (
    <SettingsPanel
      title={t('settings.maintenance.title')}
      intro={t('settings.maintenance.intro')}
      testId="maintenance-settings"
    >
      <p className="settings-state" data-testid="maintenance-state">
        {current.enabled ? (
          <span className="badge badge-bad">{t('settings.maintenance.closed')}</span>
        ) : (
          <span className="badge badge-good">{t('settings.maintenance.open')}</span>
        )}{' '}
        {current.enabled && current.maintenanceEnd
          ? t('settings.maintenance.until', { end: formatTime(current.maintenanceEnd) })
          : null}
      </p>
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={!canChange || save.isPending} className="settings-fieldset">
          <label className="check">
            <input
              type="checkbox"
              role="switch"
              checked={draft.enabled}
              onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
            />
            {t('settings.maintenance.enabled')}
          </label>
          <Field
            label={t('settings.maintenance.end')}
            hint={t('settings.maintenance.endHint', { zone: localZoneName() })}
            error={errors.maintenanceEnd}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className="input input-narrow"
                type="datetime-local"
                value={draft.end}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(event) => setDraft({ ...draft, end: event.target.value })}
              />
            )}
          </Field>
          {canChange && (
            <div className="form-actions">
              <button
                type="submit"
                className={`button ${draft.enabled && !current.enabled ? 'button-danger' : 'button-primary'}`}
                disabled={!changed}
              >
                {t('settings.save')}
              </button>
            </div>
          )}
        </fieldset>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('settings.maintenance.confirmTitle')}
          message={question}
          confirmLabel={
            draft.enabled && !current.enabled
              ? t('settings.maintenance.closeNow')
              : !draft.enabled && current.enabled
                ? t('settings.maintenance.openNow')
                : t('settings.save')
          }
          tone={draft.enabled && !current.enabled ? 'danger' : 'primary'}
          busy={save.isPending}
          error={save.isError ? settingsErrorText(save.error) : null}
          onConfirm={() => save.mutate()}
          onClose={() => setConfirming(false)}
          testId="maintenance-confirm"
        />
      )}
    </SettingsPanel>
  );
}
