import { describe, expect, it } from 'vitest';

const catalogues = import.meta.glob<Record<string, unknown>>('../features/*/i18n/deferred/*.json', {
  eager: true,
});
const features = [...new Set(Object.keys(catalogues).map((file) => file.split('/')[2]!))].sort();

// The site's catalogue test checks every deferred catalogue's keys and placeholders in every
// translated language; these load with their feature's code.
describe('the deferred catalogues of features', () => {
  it('exist for the features that keep their words out of the first render', () => {
    expect(features).toEqual(expect.arrayContaining(['deposit', 'member-centre', 'withdrawal']));
  });
});
