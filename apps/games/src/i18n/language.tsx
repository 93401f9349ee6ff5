import { createContext, useContext, type ReactNode } from 'react';

/**
 * The languages the games speak (the launch URL's `lang`), each complete: every dictionary
 * has all of them (the type says so, and i18n/texts.test.ts checks keys and placeholders).
 * A language is added here and in every dictionary at once; others play in English.
 */
export const languages = ['en', 'vi', 'zh', 'ja', 'ko', 'th', 'id', 'ms', 'tl', 'km'] as const;
export type Language = (typeof languages)[number];

/** The game language of a site locale: `zh-CN` and `zh-TW` read Chinese, unknown ones English. */
export function languageOf(value: string | null | undefined): Language {
  const base = value?.toLowerCase().split(/[-_]/)[0];
  return languages.find((language) => language === base) ?? 'en';
}

/**
 * A game's title in the player's language. The catalogue names the games in English and
 * Vietnamese only (as the lobby lists them); in the other languages the title stays the
 * English brand name, so the game and the lobby agree.
 */
export function titleIn(names: { en: string; vi: string }, language: Language): string {
  return language === 'vi' ? names.vi : names.en;
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
 * The count in words: `one` for exactly 1, `other` for any other count. Enough for every
 * language of the games: Vietnamese, Chinese, Japanese, Korean, Thai, Indonesian, Malay and
 * Khmer have one form, written in both; Filipino counts like English.
 */
export function formatCount(forms: CountForms, count: number): string {
  return format(count === 1 ? forms.one : forms.other, { n: count });
}
