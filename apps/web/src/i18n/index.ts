import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../api/client';
import en from './en.json';
import { hasCatalogue } from './locales';

function storedLanguage(): string {
  const stored = globalThis.localStorage?.getItem(storageKeys.language);
  return stored && hasCatalogue(stored) ? stored : 'en';
}

type Catalogue = Record<string, unknown>;

/**
 * A feature may keep its strings beside it (`features/<name>/i18n/en.json`, `<code>.json`),
 * one top-level key per feature; they join the site's catalogue here. English is the default
 * and the fallback, so it ships with the site; every other language is its own lazy chunks,
 * loaded when a visitor picks it, so adding one costs English visitors nothing.
 */
const englishFeatures = import.meta.glob<Catalogue>('../features/*/i18n/en.json', {
  eager: true,
  import: 'default',
});
const otherFiles = import.meta.glob<Catalogue>(
  ['./*.json', '../features/*/i18n/*.json', '!./en.json', '!../features/*/i18n/en.json'],
  { import: 'default' },
);

/** Each language's catalogue files (the site's and its features'), by language code. */
const otherCatalogues = new Map<string, (() => Promise<Catalogue>)[]>();
for (const [file, load] of Object.entries(otherFiles)) {
  const code = /([\w-]+)\.json$/.exec(file)![1]!;
  otherCatalogues.set(code, [...(otherCatalogues.get(code) ?? []), load]);
}

function merge(parts: Catalogue[]): Catalogue {
  return Object.assign({}, ...parts) as Catalogue;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: merge([en, ...Object.values(englishFeatures)]) } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * Loads a language's catalogue once; languages without one (not translated, or not yet
 * turned on in locales.ts) show English.
 */
export async function loadCatalogue(code: string): Promise<void> {
  const files = otherCatalogues.get(code);
  if (!files || !hasCatalogue(code) || i18n.hasResourceBundle(code, 'translation')) return;
  i18n.addResourceBundle(
    code,
    'translation',
    merge(await Promise.all(files.map((load) => load()))),
  );
}

/** Resolves once the visitor's stored language is loaded and on; the site renders after it. */
export const i18nReady: Promise<unknown> = (async () => {
  const stored = storedLanguage();
  if (stored === 'en') return;
  await loadCatalogue(stored).catch(() => undefined);
  await i18n.changeLanguage(stored);
})();

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

/** Changes and remembers the language; the Language header follows on the next call. */
export async function changeLanguage(code: string): Promise<void> {
  globalThis.localStorage?.setItem(storageKeys.language, code);
  await loadCatalogue(code);
  await i18n.changeLanguage(code);
}

/** The translation of a server message key, or the generic system error when unknown. */
export function errorText(messageKey: string): string {
  return i18n.t(`errors.${messageKey}`, { defaultValue: i18n.t('errors.system_error') });
}

export { i18n };
