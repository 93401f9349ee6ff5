import { languages, type Language } from './language';

/** The languages a game keeps in files of their own beside its English and Vietnamese. */
export type FileLanguage = Exclude<Language, 'en' | 'vi'>;

/**
 * A game's texts in the languages kept beside its `texts.ts`, one `texts.<code>.ts` each
 * exporting its texts under the language's code, as Vite's
 * `import.meta.glob('./texts.{zh,…}.ts', { eager: true })` hands them over. A language
 * missing there stops the game at load rather than showing a player an empty screen.
 */
export function translationsIn<T>(modules: Record<string, unknown>): Record<FileLanguage, T> {
  const found: Partial<Record<FileLanguage, T>> = {};
  for (const [file, module] of Object.entries(modules)) {
    const code = /\.([a-z]+)\.ts$/.exec(file)?.[1] as FileLanguage | undefined;
    const texts = code ? (module as Partial<Record<FileLanguage, T>>)[code] : undefined;
    if (code && texts) found[code] = texts;
  }
  const missing = languages.filter(
    (language) => language !== 'en' && language !== 'vi' && !found[language],
  );
  if (missing.length > 0) throw new Error(`game texts missing for ${missing.join(', ')}`);
  return found as Record<FileLanguage, T>;
}
