import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../ui/format';
import { settingsActions } from './api';
import { fromLocalInput, localZoneName, toLocalInput } from '@croupier/web-kit/dates';
import type { FieldErrors } from './form-errors';
import { SettingField } from './parts';
import { SiteSettingsForm, useSiteSave, type SiteFormProps } from './SiteSettingsForm';

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
}: SiteFormProps & { merchantName: string }) {
  const { t } = useTranslation();
  const current = settings.maintenance;
  const [draft, setDraft] = useState<Draft>({
    enabled: current.enabled,
    end: toLocalInput(current.maintenanceEnd),
  });

  const body = () => ({
    enabled: draft.enabled,
    maintenanceEnd: draft.end ? fromLocalInput(draft.end) : null,
  });
  const site = useSiteSave({
    merchant,
    send: () => settingsActions.maintenance(body()),
    onSaved: (answer) =>
      answer.maintenance.enabled
        ? t('settings.maintenance.savedClosed', { merchant: merchantName })
        : t('settings.maintenance.savedOpen', { merchant: merchantName }),
  });

  const changed =
    draft.enabled !== current.enabled ||
    (draft.end ? fromLocalInput(draft.end) : null) !==
      (current.maintenanceEnd ? new Date(current.maintenanceEnd).toISOString() : null);
  const closing = draft.enabled && !current.enabled;
  const opening = !draft.enabled && current.enabled;

  const submit = () => {
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
    site.setErrors(problems);
    site.setNotice('');
    if (Object.keys(problems).length === 0) site.ask();
  };

  const endText = draft.end ? formatTime(fromLocalInput(draft.end)) : '';
  let question: string;
  if (closing) {
    question = endText
      ? t('settings.maintenance.confirmCloseUntil', { merchant: merchantName, end: endText })
      : t('settings.maintenance.confirmClose', { merchant: merchantName });
  } else if (opening) {
    question = t('settings.maintenance.confirmOpen', { merchant: merchantName });
  } else {
    question = endText
      ? t('settings.maintenance.confirmEnd', { end: endText })
      : t('settings.maintenance.confirmNoEnd');
  }

  return (
    <SiteSettingsForm
      site={site}
      section="maintenance"
      name="maintenance"
      canChange={canChange}
      onSubmit={submit}
      saveTone={closing ? 'danger' : 'primary'}
      saveDisabled={!changed}
      state={
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
      }
      confirmation={{
        message: question,
        confirmLabel: closing
          ? t('settings.maintenance.closeNow')
          : opening
            ? t('settings.maintenance.openNow')
            : t('settings.save'),
        tone: closing ? 'danger' : 'primary',
      }}
    >
      <label className="check">
        <input
          type="checkbox"
          role="switch"
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
        />
        {t('settings.maintenance.enabled')}
      </label>
      <SettingField
        label={t('settings.maintenance.end')}
        hint={t('settings.maintenance.endHint', { zone: localZoneName() })}
        error={site.errors.maintenanceEnd}
      >
        {(control) => (
          <input
            {...control}
            className="input input-narrow"
            type="datetime-local"
            value={draft.end}
            onChange={(event) => setDraft({ ...draft, end: event.target.value })}
          />
        )}
      </SettingField>
    </SiteSettingsForm>
  );
}
