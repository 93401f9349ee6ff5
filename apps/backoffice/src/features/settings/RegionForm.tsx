import { boSettings } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Dialog';
import { refreshAfterSave, settingsActions, siteQuery, type SiteSettings } from './api';
import { serverFieldErrors, settingsErrorText } from './form-errors';
import { Field, SettingsPanel } from './parts';

/** Country names in the console's language, from the browser's own list. */
function useCountryNames() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [i18n.language]);
}

/**
 * The countries whose visitors see the "not available in your region" page instead of the
 * site (their address's country, from the geo-IP database). Maintenance still comes first.
 */
export function RegionForm({
  merchant,
  settings,
  canChange,
}: {
  merchant: string;
  settings: SiteSettings;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const nameOf = useCountryNames();
  const saved = settings.region.blockedCountries;
  const [blocked, setBlocked] = useState<string[]>(saved);
  const [picked, setPicked] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  const byName = (a: string, b: string) => nameOf(a).localeCompare(nameOf(b));
  const choices = boSettings.countryCodes.filter((code) => !blocked.includes(code)).sort(byName);
  const added = blocked.filter((code) => !saved.includes(code));
  const removed = saved.filter((code) => !blocked.includes(code));

  const save = useMutation({
    mutationFn: () => settingsActions.region({ blockedCountries: blocked }),
    onSuccess: async (answer) => {
      setConfirming(false);
      setBlocked(answer.region.blockedCountries);
      setNotice(t('settings.region.saved', { count: answer.region.blockedCountries.length }));
      await refreshAfterSave(queryClient, siteQuery(merchant).queryKey, answer);
    },
    onError: (error) => {
      if (serverFieldErrors(error)) {
        setFieldError('country_unknown');
        setConfirming(false);
      }
    },
  });

  const add = () => {
    if (!picked) return;
    setBlocked([...blocked, picked].sort());
    setPicked('');
    setNotice('');
  };
  const label = (code: string) => `${nameOf(code)} (${code})`;

  return (
    <SettingsPanel
      title={t('settings.region.title')}
      intro={t('settings.region.intro')}
      testId="region-settings"
    >
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      <h3 className="settings-subheading">
        {t('settings.region.blocked', { count: blocked.length })}
      </h3>
      {blocked.length === 0 ? (
        <p className="muted" data-testid="region-none">
          {t('settings.region.none')}
        </p>
      ) : (
        <ul className="chip-list" aria-label={t('settings.region.blockedList')}>
          {[...blocked].sort(byName).map((code) => (
            <li key={code} className={`chip ${added.includes(code) ? 'chip-new' : ''}`}>
              {label(code)}
              {canChange && (
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={t('settings.region.unblock', { country: nameOf(code) })}
                  onClick={() => setBlocked(blocked.filter((other) => other !== code))}
                  disabled={save.isPending}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChange && (
        <>
          <Field label={t('settings.region.add')} error={fieldError}>
            {({ id, describedBy, invalid }) => (
              <div className="inline-controls">
                <select
                  id={id}
                  className="select input-narrow"
                  value={picked}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(event) => setPicked(event.target.value)}
                >
                  <option value="">{t('settings.region.choose')}</option>
                  {choices.map((code) => (
                    <option key={code} value={code}>
                      {label(code)}
                    </option>
                  ))}
                </select>
                <button type="button" className="button" onClick={add} disabled={!picked}>
                  {t('settings.region.block')}
                </button>
              </div>
            )}
          </Field>
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={(added.length === 0 && removed.length === 0) || save.isPending}
              onClick={() => {
                save.reset();
                setConfirming(true);
              }}
            >
              {t('settings.save')}
            </button>
            {(added.length > 0 || removed.length > 0) && (
              <button
                type="button"
                className="button"
                onClick={() => setBlocked(saved)}
                disabled={save.isPending}
              >
                {t('settings.undo')}
              </button>
            )}
          </div>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('settings.region.confirmTitle')}
          message={
            <>
              {added.length > 0 && (
                <p>
                  {t('settings.region.confirmBlock', { countries: added.map(label).join(', ') })}
                </p>
              )}
              {removed.length > 0 && (
                <p>
                  {t('settings.region.confirmUnblock', {
                    countries: removed.map(label).join(', '),
                  })}
                </p>
              )}
              <p>{t('settings.region.confirmAtOnce')}</p>
            </>
          }
          confirmLabel={t('settings.save')}
          busy={save.isPending}
          error={save.isError ? settingsErrorText(save.error) : null}
          onConfirm={() => save.mutate()}
          onClose={() => setConfirming(false)}
          testId="region-confirm"
        />
      )}
    </SettingsPanel>
  );
}
