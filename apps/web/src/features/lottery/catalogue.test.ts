import { fastDrawFamilies } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { betTypesOf } from './engine';
import english from './i18n/deferred/en.json';
import vietnamese from './i18n/deferred/vi.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function at(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

// The site's deferred-catalogue test checks the key sets match; the bet types' words are read
// by their engine codes, which no key list names, so each code is looked up here.
describe('the lottery catalogue', () => {
  it('has the same keys in English and Vietnamese', () => {
    expect(keys(vietnamese as Tree).sort()).toEqual(keys(english as Tree).sort());
  });

  it.each(fastDrawFamilies)('names and explains every %s bet type in both languages', (family) => {
    for (const code of betTypesOf(family).keys()) {
      const key = family === 'keno' && /^pick\d+$/.test(code) ? 'pick' : code;
      for (const catalogue of [english, vietnamese] as Tree[]) {
        expect(at(catalogue, `lottery.betTypes.${family}.${key}.name`), code).toEqual(
          expect.any(String),
        );
        expect(at(catalogue, `lottery.betTypes.${family}.${key}.howTo`), code).toEqual(
          expect.any(String),
        );
      }
    }
  });
});
