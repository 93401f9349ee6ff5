import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../api/client';
import en from './en.json';
import { locales } from './locales';
import vi from './vi.json';

function storedLanguage(): string {
  const stored = globalThis.localStorage?.getItem(storageKeys.language);
  return stored && locales.some((locale) => locale.code === stored) ? stored : 'en';
}

type Catalogue = Record<string, unknown>;

/**
 * A feature may keep its strings beside it (`features/<name>/i18n/en.json`, `vi.json`), one
 * top-level key per feature; they join the site's catalogue here.
 */
const featureCatalogues = import.meta.glob<Catalogue>('../features/*/i18n/*.json', {
  eager: true,
  import: 'default',
});
function catalogue(language: 'en' | 'vi', base: Catalogue): Catalogue {
  const merged = { ...base };
  for (const [file, strings] of Object.entries(featureCatalogues)) {
    if (file.endsWith(`/${language}.json`)) Object.assign(merged, strings);
  }
  return merged;
}

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: catalogue('en', en) },
    vi: { translation: catalogue('vi', vi) },
  },
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

/** Changes and remembers the language; the Language header follows on the next call. */
export async function changeLanguage(code: string): Promise<void> {
  globalThis.localStorage?.setItem(storageKeys.language, code);
  await i18n.changeLanguage(code);
}

/** The translation of a server message key, or the generic system error when unknown. */
export function errorText(messageKey: string): string {
  return i18n.t(`errors.${messageKey}`, { defaultValue: i18n.t('errors.system_error') });
}

export { i18n };
