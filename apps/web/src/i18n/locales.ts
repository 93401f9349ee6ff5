/**
 * The locales of the family's message catalogue. Only those with `catalogue: true` are
 * translated; choosing another keeps its code (sent as the Language header) and shows EN.
 */
export const locales = [
  { code: 'en', name: 'English', catalogue: true },
  { code: 'vi', name: 'Tiếng Việt', catalogue: true },
  { code: 'zh', name: '简体中文', catalogue: false },
  { code: 'zh-TW', name: '繁體中文', catalogue: false },
  { code: 'th', name: 'ไทย', catalogue: false },
  { code: 'id', name: 'Bahasa Indonesia', catalogue: false },
  { code: 'ms', name: 'Bahasa Melayu', catalogue: false },
  { code: 'ko', name: '한국어', catalogue: false },
  { code: 'ja', name: '日本語', catalogue: false },
  { code: 'hi', name: 'हिन्दी', catalogue: false },
  { code: 'bn', name: 'বাংলা', catalogue: false },
  { code: 'km', name: 'ខ្មែរ', catalogue: false },
  { code: 'lo', name: 'ລາວ', catalogue: false },
  { code: 'my', name: 'မြန်မာ', catalogue: false },
  { code: 'tl', name: 'Filipino', catalogue: false },
  { code: 'pt', name: 'Português', catalogue: false },
  { code: 'pt-BR', name: 'Português (Brasil)', catalogue: false },
  { code: 'es', name: 'Español', catalogue: false },
  { code: 'fr', name: 'Français', catalogue: false },
  { code: 'de', name: 'Deutsch', catalogue: false },
  { code: 'it', name: 'Italiano', catalogue: false },
  { code: 'ru', name: 'Русский', catalogue: false },
  { code: 'tr', name: 'Türkçe', catalogue: false },
  { code: 'ar', name: 'العربية', catalogue: false },
  { code: 'fa', name: 'فارسی', catalogue: false },
  { code: 'ur', name: 'اردو', catalogue: false },
  { code: 'ne', name: 'नेपाली', catalogue: false },
  { code: 'si', name: 'සිංහල', catalogue: false },
  { code: 'ta', name: 'தமிழ்', catalogue: false },
  { code: 'te', name: 'తెలుగు', catalogue: false },
  { code: 'mn', name: 'Монгол', catalogue: false },
  { code: 'kk', name: 'Қазақ', catalogue: false },
  { code: 'uz', name: 'Oʻzbek', catalogue: false },
  { code: 'pl', name: 'Polski', catalogue: false },
  { code: 'nl', name: 'Nederlands', catalogue: false },
] as const;

export type LocaleCode = (typeof locales)[number]['code'];
