import type { GameCategory, GameMenu } from '@croupier/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/numbers';
import { formatDateTime } from '@croupier/web-kit/dates';
import { useGameMenus } from '../../../app/games/menus';
import { useBettingRecord, type BetRecord, type DateRange } from '../api';
import { formatWireMoney } from '@croupier/web-kit/money';
import { lastDays } from '@croupier/web-kit/dates';
import { DateRangeFields, SignedAmount } from '../parts';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { usePagedFilter } from '../../../ui/paging';
import { RecordTable, type Column } from '../../../ui/RecordTable';
import { SelectField } from '../../../ui/SelectField';
import { BetStatus } from './BetStatus';
import { RoundDetail } from './RoundDetail';

const pageSize = 10;

type Filter = DateRange & { category: GameCategory | ''; vendor: string };

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
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const menus = useGameMenus().data ?? [];
  const paging = usePagedFilter<Filter>(() => ({ ...lastDays(7), category: '', vendor: '' }));
  const { filter, refilter } = paging;
  const range = { startDate: filter.startDate, endDate: filter.endDate };
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
    pageNo: paging.page,
    pageSize,
    ...(filter.category ? { gameType: filter.category } : {}),
    ...(filter.vendor ? { vassalage: filter.vendor } : {}),
  });
  const label = (key: string) => t(`memberCentre.betting.${key}`);
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const vendors = vendorChoices(menus, filter.category);

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
        <SelectField<GameCategory | ''>
          label={label('category')}
          value={filter.category}
          onChange={(category) => {
            const keepVendor = vendorChoices(menus, category).some(
              (vendor) => vendor.code === filter.vendor,
            );
            refilter({ ...filter, category, vendor: keepVendor ? filter.vendor : '' });
          }}
          anyLabel={label('allCategories')}
          options={menus.map((menu) => ({
            value: menu.gameCategory,
            label: t(`categories.${menu.gameCategory}`),
          }))}
        />
        <SelectField
          label={label('vendor')}
          value={filter.vendor}
          onChange={(vendor) => refilter({ ...filter, vendor })}
          anyLabel={label('allVendors')}
          options={vendors.map((vendor) => ({ value: vendor.code, label: vendor.name }))}
        />
        <DateRangeFields value={range} onChange={(next) => refilter({ ...filter, ...next })} />
      </div>
      {record.data && record.data.totals.count > 0 && (
        <dl className="mc-totals" aria-label={label('totals')} data-testid="betting-totals">
          <div>
            <dt>{label('rounds')}</dt>
            <dd>{formatCount(record.data.totals.count, i18n.language)}</dd>
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
        paging={paging}
        pagesLabel={label('pages')}
      />
    </div>
  );
}
