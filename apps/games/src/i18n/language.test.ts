import { describe, expect, it } from 'vitest';
import { languageOf } from './language';

describe('the game language of a launch URL’s lang', () => {
  it.each([
    ['th', 'th'],
    ['TH', 'th'],
    ['zh-CN', 'zh'],
    ['zh_TW', 'zh'],
    ['ja', 'ja'],
    ['ko-KR', 'ko'],
    ['vi', 'vi'],
  ])('reads %s as %s', (lang, language) => {
    expect(languageOf(lang)).toBe(language);
  });

  it.each(['fr', 'ar', '', null, undefined])('plays %s in English', (lang) => {
    expect(languageOf(lang)).toBe('en');
  });
});
