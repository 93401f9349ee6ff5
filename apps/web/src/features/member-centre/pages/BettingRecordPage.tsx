import type { GameCategory, GameMenu } from '@croupier/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/web-kit/dates';
import { useGameMenus } from '../../../app/games/menus';
import { useBettingRecord, type BetRecord, type DateRange } from '../api';
import { formatWireMoney } from '@croupier/web-kit/money';
import { lastDays } from '@croupier/web-kit/dates';
import { DateRangeFields, SignedAmount } from '../parts';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { RecordTable, type Column } from '../../../ui/RecordTable';
import { BetStatus } from './BetStatus';
import { RoundDetail } from './RoundDetail';

const pageSize = 10;

type Filter = { category: GameCategory | ''; vendor: string };

/** Round ids are the vendors': two vendors may use the same one. */
const roundKey = (bet: BetRecord) => `${bet.vassalage}:${bet.roundId}`;

/** The vendors a filter offers: the chosen category's, or every vendor once. */
function vendorChoices(menus: GameMenu[], category: GameCategory | '') {
  const seen = new Map<string, string>();
  for (const menu of menus)
    if (!category || menu.gameCategory === category)
      for (const vendor of menu.vendors)
        if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor.displayName);
  return [...seen].map(([code, name]) => ({ code, name }));
}

/**
 * "betting record" (spec §2 personalHistoryCopy): every round the member played, with its
 * category, vendor, game, stake, win, status and time; filtered by category, vendor and
 * days, with the totals of the whole period. A round opens its detail and, for the
 * studio's games, the proof that it was fair.
 */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const categoryId = useId();
  const vendorId = useId();
  const symbol = useCurrencySymbol();
  const menus = useGameMenus().data ?? [];
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const [filter, setFilter] = useState<Filter>({ category: '', vendor: '' });
  const [pageNo, setPageNo] = useState(1);
  const [chosen, setChosen] = useState<BetRecord | null>(null);
  const list = useRef<HTMLDivElement>(null);
  // Back from a round, focus returns to the round it was opened from.
  const openedFrom = useRef<string | null>(null);
  useEffect(() => {
    if (chosen || !openedFrom.current) return;
    const opener = [...(list.current?.querySelectorAll<HTMLElement>('[data-round]') ?? [])].find(
      (button) => button.dataset.round === openedFrom.current,
    );
    opener?.focus();
    openedFrom.current = null;
  }, [chosen]);
  const record = useBettingRecord({
    ...range,
    pageNo,
    pageSize,
    ...(filter.category ? { gameType: filter.category } : {}),
    ...(filter.vendor ? { vassalage: filter.vendor } : {}),
  });
  const label = (key: string) => t(`memberCentre.betting.${key}`);
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const vendors = vendorChoices(menus, filter.category);
  const refilter = (next: Filter) => {
    setFilter(next);
    setPageNo(1);
  };

  if (chosen) return <RoundDetail record={chosen} onBack={() => setChosen(null)} />;

  const columns: Column<BetRecord>[] = [
    { header: label('time'), cell: (bet) => formatDateTime(bet.placedAt) },
    {
      header: label('game'),
      cell: (bet) => (
        <>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              openedFrom.current = roundKey(bet);
              setChosen(bet);
            }}
            data-round={roundKey(bet)}
            data-testid="open-round"
          >
            {bet.gameName}
            <span className="visually-hidden"> — {label('details')}</span>
          </button>
          <span className="mc-muted mc-block">
            {t(`categories.${bet.gameType}`)} · {bet.vendorName}
          </span>
        </>
      ),
    },
    { header: label('stake'), numeric: true, cell: (bet) => money(bet.stake) },
    { header: label('win'), numeric: true, cell: (bet) => money(bet.win) },
    {
      header: label('profit'),
      numeric: true,
      cell: (bet) =>
        bet.status === 'open' ? '- -' : <SignedAmount amount={bet.profit} symbol={symbol} />,
    },
    { header: label('status'), cell: (bet) => <BetStatus status={bet.status} /> },
  ];

  return (
    <div className="mc-records" ref={list}>
      <div className="mc-filters">
        <div className="field">
          <label htmlFor={categoryId}>{label('category')}</label>
          <select
            id={categoryId}
            value={filter.category}
            onChange={(event) => {
              const category = event.target.value as GameCategory | '';
              const keepVendor = vendorChoices(menus, category).some(
                (vendor) => vendor.code === filter.vendor,
              );
              refilter({ category, vendor: keepVendor ? filter.vendor : '' });
            }}
          >
            <option value="">{label('allCategories')}</option>
            {menus.map((menu) => (
              <option key={menu.gameCategory} value={menu.gameCategory}>
                {t(`categories.${menu.gameCategory}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={vendorId}>{label('vendor')}</label>
          <select
            id={vendorId}
            value={filter.vendor}
            onChange={(event) => refilter({ ...filter, vendor: event.target.value })}
          >
            <option value="">{label('allVendors')}</option>
            {vendors.map((vendor) => (
              <option key={vendor.code} value={vendor.code}>
                {vendor.name}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields
          value={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
        />
      </div>
      {record.data && record.data.totals.count > 0 && (
        <dl className="mc-totals" aria-label={label('totals')} data-testid="betting-totals">
          <div>
            <dt>{label('rounds')}</dt>
            <dd>{record.data.totals.count.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>{label('stake')}</dt>
            <dd>{money(record.data.totals.stake)}</dd>
          </div>
          <div>
            <dt>{label('win')}</dt>
            <dd>{money(record.data.totals.win)}</dd>
          </div>
          <div>
            <dt>{label('profit')}</dt>
            <dd>
              <SignedAmount amount={record.data.totals.profit} symbol={symbol} />
            </dd>
          </div>
        </dl>
      )}
      <RecordTable
        query={record}
        columns={columns}
        rowKey={roundKey}
        testId="betting-table"
        emptyText={label('empty')}
        emptyTestId="records-empty"
        page={pageNo}
        onPageChange={setPageNo}
        pagesLabel={label('pages')}
      />
    </div>
  );
}
