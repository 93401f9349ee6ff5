import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useCurrentMerchant } from '../../app/merchant';
import { Loading } from '../../ui/states';
import { OutboxPanel } from './OutboxPanel';
import { ReadOnlyNote } from './parts';
import { useCanChangeSettings } from './permissions';
import { RegisterRulesPanel } from './RegisterRulesPanel';
import { RegistrationTermsPanel } from './RegistrationTermsForm';
import { ResourcesPanel } from './ResourcesPanel';
import { SitePanel } from './SitePanel';
import { WhitelabelPanel } from './WhitelabelPanel';
import './settings.css';

/** Where the section lives (its entry in the sections table); tabs are pages under it. */
const base = '/settings';

const tabs = [
  { path: 'site', labelKey: 'settings.tabs.site' },
  { path: 'switches', labelKey: 'settings.tabs.switches' },
  { path: 'registration', labelKey: 'settings.tabs.registration' },
  { path: 'apps', labelKey: 'settings.tabs.apps' },
  { path: 'outbox', labelKey: 'settings.tabs.outbox' },
] as const;

/**
 * The settings of the merchant chosen in the top bar, one tab per group. Every role reads
 * them; owners and administrators change them, and every change is in the audit log.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const canChange = useCanChangeSettings();

  // Keyed by merchant: switching merchants starts every form afresh from that merchant's values.
  const content = merchant ? (
    <Routes key={merchant.code}>
      <Route index element={<Navigate to={`${base}/site`} replace />} />
      <Route
        path="site"
        element={
          <SitePanel merchant={merchant.code} merchantName={merchant.name} canChange={canChange} />
        }
      />
      <Route
        path="switches"
        element={<WhitelabelPanel merchant={merchant.code} canChange={canChange} />}
      />
      <Route
        path="registration"
        element={
          <div className="settings-stack">
            <RegistrationTermsPanel merchant={merchant.code} canChange={canChange} />
            <RegisterRulesPanel merchant={merchant.code} canChange={canChange} />
          </div>
        }
      />
      <Route
        path="apps"
        element={<ResourcesPanel merchant={merchant.code} canChange={canChange} />}
      />
      <Route path="outbox" element={<OutboxPanel merchant={merchant.code} />} />
      <Route path="*" element={<Navigate to={`${base}/site`} replace />} />
    </Routes>
  ) : (
    <Loading />
  );

  return (
    <section className="page settings-page">
      <header className="page-header">
        <h1>{t('settings.title')}</h1>
        {merchant && <span className="muted">{t('settings.of', { merchant: merchant.name })}</span>}
      </header>
      <nav className="settings-tabs" aria-label={t('settings.tabsLabel')}>
        {tabs.map((tab) => (
          <NavLink key={tab.path} to={`${base}/${tab.path}`} className="settings-tab">
            {t(tab.labelKey)}
          </NavLink>
        ))}
      </nav>
      {!canChange && <ReadOnlyNote />}
      {content}
    </section>
  );
}
