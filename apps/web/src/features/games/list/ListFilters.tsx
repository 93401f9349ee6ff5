import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { withFilters, type ListFilters } from './list-params';

/** Spec §2: a search waits for the player to pause typing before it asks the server. */
export const searchDebounceMs = 300;

type VendorTab = { vassalage: string; displayName: string };

/** "All" and one tab per vendor: links, so each is an address Back and Forward know. */
export function VendorTabs({ vendors, current }: { vendors: VendorTab[]; current?: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab = (vendor: string | undefined, label: string) => (
    <li key={vendor ?? ''}>
      <Link
        to={`?${withFilters(params, { vendor, classify: undefined })}`}
        aria-current={current === vendor ? 'page' : undefined}
        preventScrollReset
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav className="vendor-tabs" aria-label={t('games.list.vendors')} data-testid="vendor-tabs">
      <ul>
        {tab(undefined, t('games.list.allVendors'))}
        {vendors.map((vendor) => tab(vendor.vassalage, vendor.displayName))}
      </ul>
    </nav>
  );
}

/** Classification filters: toggles of the codes that have games here. */
export function ClassifyFilter({ codes, current }: { codes: string[]; current?: string }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const shown = current && !codes.includes(current) ? [...codes, current] : codes;
  if (shown.length === 0) return null;
  const choose = (classify: string | undefined) =>
    setParams((params) => withFilters(params, { classify }), { preventScrollReset: true });
  return (
    <div
      className="classify-filter"
      role="group"
      aria-label={t('games.list.classify')}
      data-testid="classify-filter"
    >
      <button type="button" aria-pressed={!current} onClick={() => choose(undefined)}>
        {t('games.list.allTypes')}
      </button>
      {shown.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={current === code}
          onClick={() => choose(current === code ? undefined : code)}
        >
          {t(`games.classify.${code}`, { defaultValue: code })}
        </button>
      ))}
    </div>
  );
}

/**
 * The name search. What is typed shows at once; the address (and with it the query) follows
 * after a pause, replacing the entry so Back does not step through every letter.
 */
export function GameSearch({ filters }: { filters: ListFilters }) {
  const { t } = useTranslation();
  const id = useId();
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(filters.name);
  const [addressName, setAddressName] = useState(filters.name);
  // Back or Forward changed the address: the box shows what it says now.
  if (addressName !== filters.name) {
    setAddressName(filters.name);
    setText(filters.name);
  }

  useEffect(() => {
    if (text.trim() === filters.name) return;
    const timer = setTimeout(
      () =>
        setParams((params) => withFilters(params, { name: text }), {
          replace: true,
          preventScrollReset: true,
        }),
      searchDebounceMs,
    );
    return () => clearTimeout(timer);
  }, [text, filters.name, setParams]);

  return (
    <div className="game-search">
      <label htmlFor={id} className="visually-hidden">
        {t('games.list.search')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={t('games.list.searchPlaceholder')}
        maxLength={64}
        onChange={(event) => setText(event.target.value)}
        data-testid="game-search"
      />
    </div>
  );
}
