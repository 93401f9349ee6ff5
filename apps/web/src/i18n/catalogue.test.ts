import { describe, expect, it } from 'vitest';
import { i18n, loadCatalogue } from './index';
import { locales, offeredLocales } from './locales';

type Tree = Record<string, unknown>;

/** Every string of a catalogue by its dotted key. */
function strings(tree: Tree, prefix = ''): Map<string, unknown> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      value && typeof value === 'object'
        ? [...strings(value as Tree, `${prefix}${key}.`)]
        : [[`${prefix}${key}`, value] as const],
    ),
  );
}

/**
 * The `{{name}}` placeholders of a string, and the "(min) - (max)" of the registration
 * patterns, which the form fills with the rule's lengths (it looks for that exact text).
 */
const placeholders = (text: string) =>
  [...new Set(text.match(/\{\{[^}]+\}\}|\(min\) - \(max\)/g) ?? [])].sort();

/** Where two catalogues differ: keys missing or extra, placeholders changed, strings empty. */
function differences(english: Tree, other: Tree): string[] {
  const source = strings(english);
  const target = strings(other);
  const found: string[] = [];
  for (const [key, text] of source) {
    const translated = target.get(key);
    if (translated === undefined) found.push(`missing ${key}`);
    else if (typeof translated !== 'string' || translated.trim() === '') found.push(`empty ${key}`);
    else if (placeholders(translated).join() !== placeholders(String(text)).join())
      found.push(`placeholders of ${key}: ${placeholders(translated).join()}`);
  }
  for (const key of target.keys()) if (!source.has(key)) found.push(`extra ${key}`);
  return found;
}

const translated = offeredLocales.map((locale) => locale.code).filter((code) => code !== 'en');

const files = import.meta.glob<Tree>(['./*.json', '../features/**/i18n/**/*.json'], {
  eager: true,
  import: 'default',
});
/** The folders holding an English catalogue: the site's, each feature's, each deferred one. */
const folders = Object.keys(files)
  .filter((file) => file.endsWith('/en.json'))
  .map((file) => file.slice(0, -'en.json'.length));

describe('the message catalogues', () => {
  it('are offered for English, Vietnamese and the translated languages, none right-to-left', () => {
    expect(translated).toEqual(expect.arrayContaining(['vi', 'zh', 'ja', 'ko', 'th']));
    const rightToLeft = locales.filter((locale) => 'rtl' in locale).map((locale) => locale.code);
    expect(rightToLeft).toEqual(['ar', 'fa', 'ur']);
    for (const code of rightToLeft) expect(translated).not.toContain(code);
  });

  describe.each(translated)('of %s', (code) => {
    it.each(folders)('have a file beside the English one in %s', (folder) => {
      expect(files[`${folder}${code}.json`], `${folder}${code}.json`).toBeDefined();
    });

    it.each(folders)(
      'translate every English string of %s: same keys, same placeholders, none empty',
      (folder) => {
        const english = files[`${folder}en.json`]!;
        expect(strings(english).size).toBeGreaterThan(0);
        expect(differences(english, files[`${folder}${code}.json`] ?? {})).toEqual([]);
      },
    );

    it('load as one catalogue with the features’ words, as the site uses them', async () => {
      await loadCatalogue(code);
      const english = i18n.getResourceBundle('en', 'translation') as Tree;
      expect(strings(english).size).toBeGreaterThan(100);
      expect(differences(english, i18n.getResourceBundle(code, 'translation') as Tree)).toEqual([]);
    });
  });
});
