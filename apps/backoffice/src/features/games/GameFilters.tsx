import { consoleGames, gameCategories } from '@croupier/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { InputField } from '../../ui/InputField';
import type { ConsoleVendor, GameFilter } from './api';

/** One filter of the list: one of `options`, or all of them. */
function FilterChoice({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          className="select"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * The bar above the game list: vendor, category and state, a name search sent with its own
 * button, then `children` (the lobby order's buttons).
 */
export function GameFilters({
  filter,
  vendors,
  onChange,
  children,
}: {
  filter: GameFilter;
  vendors: ConsoleVendor[];
  /** Filters to set (an empty one is removed); the list starts again at its first page. */
  onChange: (changes: Record<string, string | undefined>) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState(filter.search ?? '');
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: searchText.trim() || undefined });
  };

  return (
    <div className="games-filters">
      <FilterChoice
        label={t('games.vendor')}
        allLabel={t('games.list.allVendors')}
        value={filter.vendor}
        options={vendors.map((vendor) => ({ value: vendor.code, label: vendor.name }))}
        onChange={(vendor) => onChange({ vendor })}
      />
      <FilterChoice
        label={t('games.category')}
        allLabel={t('games.list.allCategories')}
        value={filter.category}
        options={gameCategories.map((category) => ({
          value: category,
          label: t(`games.categories.${category}`),
        }))}
        onChange={(category) => onChange({ category })}
      />
      <FilterChoice
        label={t('games.list.state')}
        allLabel={t('games.list.allStates')}
        value={filter.state}
        options={consoleGames.gameStates.map((state) => ({
          value: state,
          label: t(`games.states.${state}`),
        }))}
        onChange={(state) => onChange({ state })}
      />
      <form className="games-search" role="search" onSubmit={search}>
        <InputField
          label={t('games.list.search')}
          type="search"
          maxLength={64}
          value={searchText}
          onChange={setSearchText}
        />
        <button type="submit" className="button">
          {t('games.list.searchButton')}
        </button>
      </form>
      {children}
    </div>
  );
}
