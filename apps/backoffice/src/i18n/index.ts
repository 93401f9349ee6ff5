import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedValue } from '../api/stored-value';
import en from './en.json';
import vi from './vi.json';

type Catalogue = Record<string, unknown>;

/** The console's languages: English (default and fallback) and Vietnamese, both complete. */
export const languages = [
  { code: 'en', label: 'EN', name: 'English' },
  { code: 'vi', label: 'VI', name: 'Tiếng Việt' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];

const storedLanguage = storedValue(() => globalThis.localStorage, 'croupier.backoffice.language');

function initialLanguage(): LanguageCode {
  const stored = storedLanguage.get();
  return languages.find((language) => language.code === stored)?.code ?? 'en';
}

/**
 * A feature keeps its strings beside it (`features/<name>/i18n/en.json`, `vi.json`), under one
 * top-level key named after the feature, so engineers adding sections do not all edit one file.
 * The console is small and used all day: both languages ship with it, and switching is instant.
 */
const features = {
  en: import.meta.glob<Catalogue>('../features/*/i18n/en.json', { eager: true, import: 'default' }),
  vi: import.meta.glob<Catalogue>('../features/*/i18n/vi.json', { eager: true, import: 'default' }),
};

function merge(shell: Catalogue, parts: Record<string, Catalogue>): Catalogue {
  return Object.assign({}, shell, ...Object.values(parts)) as Catalogue;
}

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: merge(en, features.en) },
    vi: { translation: merge(vi, features.vi) },
  },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

/** Changes and remembers the language; the `Language` header follows on the next call. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  storedLanguage.set(code);
  await i18n.changeLanguage(code);
}

/**
 * The words for a server message key (`login_failed`, `staff_locked`, ...). A key the console
 * does not know yet reads as a generic failure rather than as the raw key.
 */
export function errorText(messageKey: string): string {
  return i18n.t(`errors.${messageKey}`, { defaultValue: i18n.t('errors.unknown') });
}

/** What to tell the staff member about a failed call or any other error. */
export function errorMessage(error: unknown): string {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  return typeof key === 'string' ? errorText(key) : i18n.t('errors.unknown');
}

export { i18n };
