import { createContext, useContext, type ReactNode } from 'react';

/** The games speak English and Vietnamese (the launch URL's `lang`), both complete. */
export const languages = ['en', 'vi'] as const;
export type Language = (typeof languages)[number];

export function languageOf(value: string | null | undefined): Language {
  const base = value?.toLowerCase().split(/[-_]/)[0];
  return base === 'vi' ? 'vi' : 'en';
}

const LanguageContext = createContext<Language>('en');

export function LanguageProvider({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** A game's or panel's words in the current language: `useTexts({ en, vi })`. */
export function useTexts<T>(dictionary: Readonly<Record<Language, T>>): T {
  return dictionary[useLanguage()];
}

/** Fills `{name}` placeholders: format('You won {amount}', { amount: 'P 5.00' }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** A count's words in the two forms English needs ("1 way", "2 ways"); `{n}` is the count. */
export type CountForms = { one: string; other: string };

/**
 * The count in words: `one` for exactly 1, `other` for any other count. Enough for both
 * languages of the games: Vietnamese has one form, written in both.
 */
export function formatCount(forms: CountForms, count: number): string {
  return format(count === 1 ? forms.one : forms.other, { n: count });
}
