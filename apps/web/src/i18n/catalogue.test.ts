import { describe, expect, it } from 'vitest';
import { i18n, loadCatalogue } from './index';

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the message catalogues', () => {
  it('translate every English string into Vietnamese, feature catalogues included', async () => {
    await loadCatalogue('vi');
    const english = keys(i18n.getResourceBundle('en', 'translation'));
    const vietnamese = keys(i18n.getResourceBundle('vi', 'translation'));
    expect(english.length).toBeGreaterThan(100);
    expect(vietnamese.sort()).toEqual(english.sort());
  });
});
