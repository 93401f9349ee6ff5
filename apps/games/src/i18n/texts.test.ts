import { describe, expect, it } from 'vitest';
import { classicTexts } from '../games/classic3x3/texts';
import { rouletteTexts } from '../games/roulette/texts';
import { videoTexts } from '../games/video5x3/texts';
import { waysTexts } from '../games/ways5x4/texts';
import { slotTexts } from '../slots/slot-texts';
import { languages } from './language';
import { sharedTexts } from './shared';

const dictionaries: [string, Record<string, unknown>][] = [
  ['shared', sharedTexts],
  ['slots', slotTexts],
  ['Classic Sevens', classicTexts],
  ['Lucky Lanterns', videoTexts],
  ['Jade Tiger', waysTexts],
  ['European Roulette', rouletteTexts],
];

/** Every string of a dictionary by its path (array items by index). */
function strings(tree: unknown, path = ''): Map<string, unknown> {
  if (tree === null || typeof tree !== 'object') return new Map([[path, tree]]);
  return new Map(
    Object.entries(tree).flatMap(([key, value]) => [...strings(value, `${path}.${key}`)]),
  );
}

/**
 * The `{name}` placeholders of a string. English's ordinal `{suffix}` ("1st 12") is English
 * grammar: the other languages write the dozen without it.
 */
const placeholders = (text: string) =>
  [...new Set(text.match(/\{\w+\}/g) ?? [])].filter((name) => name !== '{suffix}').sort();

describe.each(dictionaries)('the %s texts of the games', (_, dictionary) => {
  const english = strings(dictionary.en);

  it('exist in every language the games speak, and in no other', () => {
    expect(Object.keys(dictionary).sort()).toEqual([...languages].sort());
  });

  it.each(languages.filter((language) => language !== 'en'))(
    'in %s: the same keys and placeholders as English, none empty',
    (language) => {
      const translated = strings(dictionary[language]);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [path, text] of translated) {
        expect(typeof text === 'string' && text.trim() !== '', `${path} is empty`).toBe(true);
        expect(placeholders(text as string), path).toEqual(
          placeholders(english.get(path) as string),
        );
      }
    },
  );
});
