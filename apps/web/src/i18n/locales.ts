/**
 * The locales of the family's message catalogue. Only those with `catalogue: true` are
 * translated and offered in the language selector; a language needs its `<code>.json` beside
 * every `en.json` of the site (checked by catalogue.test.ts) and its flag turned on here.
 * The others stay listed so that a stored or server-sent code is still recognised (it is sent
 * as the Language header) and shows English. Right-to-left locales (`rtl: true`) are never
 * offered: the site's layout is not mirrored.
 */
export const locales = [
  { code: 'en', name: 'English', catalogue: true },
  { code: 'vi', name: 'Tiếng Việt', catalogue: true },
  { code: 'zh', name: '简体中文', catalogue: true },
  { code: 'zh-TW', name: '繁體中文', catalogue: false },
  { code: 'th', name: 'ไทย', catalogue: true },
  { code: 'id', name: 'Bahasa Indonesia', catalogue: true },
  { code: 'ms', name: 'Bahasa Melayu', catalogue: true },
  { code: 'ko', name: '한국어', catalogue: true },
  { code: 'ja', name: '日本語', catalogue: true },
  { code: 'hi', name: 'हिन्दी', catalogue: false },
  { code: 'bn', name: 'বাংলা', catalogue: false },
  { code: 'km', name: 'ខ្មែរ', catalogue: true },
  { code: 'lo', name: 'ລາວ', catalogue: false },
  { code: 'my', name: 'မြန်မာ', catalogue: false },
  { code: 'tl', name: 'Filipino', catalogue: true },
  { code: 'pt', name: 'Português', catalogue: false },
  { code: 'pt-BR', name: 'Português (Brasil)', catalogue: false },
  { code: 'es', name: 'Español', catalogue: false },
  { code: 'fr', name: 'Français', catalogue: false },
  { code: 'de', name: 'Deutsch', catalogue: false },
  { code: 'it', name: 'Italiano', catalogue: false },
  { code: 'ru', name: 'Русский', catalogue: false },
  { code: 'tr', name: 'Türkçe', catalogue: false },
  { code: 'ar', name: 'العربية', catalogue: false, rtl: true },
  { code: 'fa', name: 'فارسی', catalogue: false, rtl: true },
  { code: 'ur', name: 'اردو', catalogue: false, rtl: true },
  { code: 'ne', name: 'नेपाली', catalogue: false },
  { code: 'si', name: 'සිංහල', catalogue: false },
  { code: 'ta', name: 'தமிழ்', catalogue: false },
  { code: 'te', name: 'తెలుగు', catalogue: false },
  { code: 'mn', name: 'Монгол', catalogue: false },
  { code: 'kk', name: 'Қазақ', catalogue: false },
  { code: 'uz', name: 'Oʻzbek', catalogue: false },
  { code: 'pl', name: 'Polski', catalogue: false },
  { code: 'nl', name: 'Nederlands', catalogue: false },
] as const satisfies readonly Locale[];

type Locale = { code: string; name: string; catalogue: boolean; rtl?: true };

export type LocaleCode = (typeof locales)[number]['code'];

/** The locales a visitor can choose: translated, left-to-right. */
export const offeredLocales: readonly Locale[] = locales.filter(
  (locale: Locale) => locale.catalogue && !locale.rtl,
);

/** Whether the site has this locale's words (English otherwise). */
export function hasCatalogue(code: string): boolean {
  return offeredLocales.some((locale) => locale.code === code);
}
