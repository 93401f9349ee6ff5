import { consoleSettings } from '@croupier/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../ui/Notice';
import { settingsActions } from './api';
import { SettingField, SettingsPanel } from './parts';
import { ConfirmSave, useSiteSave, type SiteFormProps } from './SiteSettingsForm';

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
export function RegionForm({ merchant, settings, canChange }: SiteFormProps) {
  const { t } = useTranslation();
  const nameOf = useCountryNames();
  const saved = settings.region.blockedCountries;
  const [blocked, setBlocked] = useState<string[]>(saved);
  const [picked, setPicked] = useState('');

  const byName = (a: string, b: string) => nameOf(a).localeCompare(nameOf(b));
  const choices = consoleSettings.countryCodes
    .filter((code) => !blocked.includes(code))
    .sort(byName);
  const added = blocked.filter((code) => !saved.includes(code));
  const removed = saved.filter((code) => !blocked.includes(code));

  const site = useSiteSave({
    merchant,
    send: () => settingsActions.region({ blockedCountries: blocked }),
    onSaved: (answer) => {
      setBlocked(answer.region.blockedCountries);
      return t('settings.region.saved', { count: answer.region.blockedCountries.length });
    },
  });
  // The server names the list when it refuses a country; the field says which kind of problem.
  const fieldError = Object.keys(site.errors).length > 0 ? 'country_unknown' : undefined;
  const saving = site.save.isPending;

  const add = () => {
    if (!picked) return;
    setBlocked([...blocked, picked].sort());
    setPicked('');
    site.setNotice('');
  };
  const label = (code: string) => `${nameOf(code)} (${code})`;

  return (
    <SettingsPanel
      title={t('settings.region.title')}
      intro={t('settings.region.intro')}
      testId="region-settings"
    >
      <Notice message={site.notice} />
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
                  disabled={saving}
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
          <SettingField label={t('settings.region.add')} error={fieldError}>
            {(control) => (
              <div className="inline-controls">
                <select
                  {...control}
                  className="select input-narrow"
                  value={picked}
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
          </SettingField>
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={(added.length === 0 && removed.length === 0) || saving}
              onClick={() => site.ask()}
            >
              {t('settings.save')}
            </button>
            {(added.length > 0 || removed.length > 0) && (
              <button
                type="button"
                className="button"
                onClick={() => setBlocked(saved)}
                disabled={saving}
              >
                {t('settings.undo')}
              </button>
            )}
          </div>
        </>
      )}
      <ConfirmSave
        site={site}
        section="region"
        name="region"
        message={
          <>
            {added.length > 0 && (
              <p>{t('settings.region.confirmBlock', { countries: added.map(label).join(', ') })}</p>
            )}
            {removed.length > 0 && (
              <p>
                {t('settings.region.confirmUnblock', { countries: removed.map(label).join(', ') })}
              </p>
            )}
            <p>{t('settings.region.confirmAtOnce')}</p>
          </>
        }
      />
    </SettingsPanel>
  );
}
