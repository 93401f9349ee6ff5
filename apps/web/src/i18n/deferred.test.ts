import { describe, expect, it } from 'vitest';

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const catalogues = import.meta.glob<Record<string, unknown>>('../features/*/i18n/deferred/*.json', {
  eager: true,
  import: 'default',
});
const features = [...new Set(Object.keys(catalogues).map((file) => file.split('/')[2]!))].sort();

// The site's catalogue test covers the eager catalogues; these load with their feature's code.
describe('the deferred catalogues of features', () => {
  it('exist for the features that keep their words out of the first render', () => {
    expect(features).toEqual(expect.arrayContaining(['deposit', 'member-centre', 'withdrawal']));
  });

  it.each(features)('of %s translate every English string into Vietnamese', (feature) => {
    const english = catalogues[`../features/${feature}/i18n/deferred/en.json`]!;
    const vietnamese = catalogues[`../features/${feature}/i18n/deferred/vi.json`]!;
    expect(keys(english).length).toBeGreaterThan(10);
    expect(keys(vietnamese).sort()).toEqual(keys(english).sort());
  });
});
