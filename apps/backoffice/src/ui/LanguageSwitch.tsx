import { useTranslation } from 'react-i18next';
import { changeLanguage, languages } from '../i18n';

/** EN / VI: two toggle buttons, the current one pressed. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-switch" role="group" aria-label={t('app.language')}>
      {languages.map((language) => (
        <button
          key={language.code}
          type="button"
          lang={language.code}
          aria-pressed={i18n.language === language.code}
          aria-label={language.name}
          title={language.name}
          onClick={() => void changeLanguage(language.code)}
        >
          {language.label}
        </button>
      ))}
    </div>
  );
}
