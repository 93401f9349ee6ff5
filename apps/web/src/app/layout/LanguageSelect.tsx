import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, type member } from '@croupier/contract';
import { call } from '../../api/client';
import { useSessionStore } from '../session/store';
import { changeLanguage } from '../../i18n';
import { offeredLocales } from '../../i18n/locales';

/**
 * Spec §4 "Language change": the choice is stored, the site re-renders in it (queries keyed
 * by language, such as announcements, load again) and a signed-in member's server is told.
 * Only translated languages are offered (locales.ts): a choice that changed nothing on screen
 * would look broken.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const signedIn = useSessionStore((state) => state.token !== null);
  const choose = async (code: string) => {
    await changeLanguage(code);
    if (signedIn)
      await call<typeof member.endpoints.language>(paths.memberLanguage, {
        method: 'POST',
        body: { language: code },
      }).catch(() => {
        // The site is already in the new language; the server learns it at the next change.
      });
  };
  return (
    <div className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} value={i18n.language} onChange={(event) => void choose(event.target.value)}>
        {offeredLocales.map((locale) => (
          <option key={locale.code} value={locale.code}>
            {locale.name}
          </option>
        ))}
      </select>
    </div>
  );
}
