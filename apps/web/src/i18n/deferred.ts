import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './index';

type Catalogue = Record<string, unknown>;

/**
 * Words of a feature that travel with its code instead of the home page's first render:
 * `features/<name>/i18n/deferred/<language>.json`. The English catalogue is imported by the
 * feature's chunk (so it arrives with it); other languages load on demand. Returns a hook
 * that suspends until the visitor's language is there. Languages without a catalogue show
 * English, as everywhere on the site.
 */
export function deferredCatalogue(
  english: Catalogue,
  others: Record<string, () => Promise<Catalogue>>,
): () => void {
  const add = (language: string, catalogue: Catalogue): void => {
    i18n.addResourceBundle(language, 'translation', catalogue, true, true);
  };
  add('en', english);
  const byLanguage = Object.fromEntries(
    Object.entries(others).map(([file, load]) => [/([\w-]+)\.json$/.exec(file)![1]!, load]),
  );
  const loads = new Map<string, Promise<void>>([['en', Promise.resolve()]]);
  /** Languages whose load has finished, so rendering no longer waits on them. */
  const settled = new Set(['en']);

  function load(language: string): Promise<void> {
    const known = loads.get(language);
    if (known) return known;
    const file = byLanguage[language];
    // Adding ours before the site's own catalogue of that language would stop that one
    // from loading later; without it, the feature stays English like the rest.
    const loading =
      file && i18n.hasResourceBundle(language, 'translation')
        ? file().then((catalogue) => add(language, catalogue))
        : Promise.resolve();
    loads.set(language, loading);
    return loading;
  }

  return function useDeferredCatalogue(): void {
    const { i18n: instance } = useTranslation();
    const language = instance.language;
    const loading = load(language);
    if (!settled.has(language)) {
      use(loading);
      settled.add(language);
    }
  };
}
