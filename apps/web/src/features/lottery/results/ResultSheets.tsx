import { vietnamRegionOf, type lottery, type VietnamRegion } from '@croupier/contract';
import { useTranslation } from 'react-i18next';

// The result sheets of the scheduled lotteries as their players know them: the Vietnamese
// table of prize tiers (one column per province of a day in the Centre and the South), the
// 4D board (top three, starters, consolations) and the Thai prizes the bets read.

type VietnamSheet = Extract<lottery.ResultSheet, { tiers: unknown }>;
type FourDSheet = Extract<lottery.ResultSheet, { starters: unknown }>;
type ThaiSheet = Extract<lottery.ResultSheet, { bottom2: unknown }>;

const isVietnamSheet = (sheet: lottery.ResultSheet): sheet is VietnamSheet => 'tiers' in sheet;
const isFourDSheet = (sheet: lottery.ResultSheet): sheet is FourDSheet => 'starters' in sheet;
const isThaiSheet = (sheet: lottery.ResultSheet): sheet is ThaiSheet => 'bottom2' in sheet;

/** A province's sheet of one day, named for the table's column. */
export type NamedSheet = { gameCode: string; name: string; sheet: lottery.ResultSheet };

/** A prize's numbers side by side, or in a grid when there are many of them (4D's tens). */
function SheetNumbers({ numbers, grid }: { numbers: readonly string[]; grid?: boolean }) {
  return (
    <span className={grid ? 'lottery-sheet-numbers lottery-sheet-grid' : 'lottery-sheet-numbers'}>
      {numbers.map((number, index) => (
        <span key={index}>{number}</span>
      ))}
    </span>
  );
}

/** A prize of a board: its name, then its numbers; the top prize stands out. */
function PrizeRow({
  label,
  numbers,
  special,
  grid,
}: {
  label: string;
  numbers: readonly string[];
  special?: boolean;
  grid?: boolean;
}) {
  return (
    <tr className={special ? 'lottery-sheet-special' : undefined}>
      <th scope="row">{label}</th>
      <td>
        <SheetNumbers numbers={numbers} grid={grid} />
      </td>
    </tr>
  );
}

/**
 * A day's Vietnamese result table: a row per prize tier, a column per province. The North
 * reads from the special prize (ĐB) down to G7; the South and the Centre, as their papers
 * print them, from G8 up to the special prize.
 */
export function VietnamSheetTable({
  region,
  sheets,
  caption,
}: {
  region: VietnamRegion;
  sheets: readonly NamedSheet[];
  caption: string;
}) {
  const { t } = useTranslation();
  const columns = sheets.flatMap(({ gameCode, name, sheet }) =>
    isVietnamSheet(sheet) ? [{ gameCode, name, tiers: sheet.tiers }] : [],
  );
  const tierCount = Math.max(0, ...columns.map((column) => column.tiers.length));
  const order = Array.from({ length: tierCount }, (_, tier) => tier);
  if (region !== 'north') order.reverse();
  return (
    <table className="lottery-sheet" data-testid="vn-sheet">
      <caption>{caption}</caption>
      {columns.length > 1 && (
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.gameCode} scope="col">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {order.map((tier) => (
          <tr key={tier} className={tier === 0 ? 'lottery-sheet-special' : undefined}>
            <th scope="row">
              <abbr title={t(`lottery.sheet.tier.${tier}`)}>
                {t(`lottery.sheet.tierShort.${tier}`)}
              </abbr>
            </th>
            {columns.map((column) => (
              <td key={column.gameCode}>
                <SheetNumbers numbers={column.tiers[tier] ?? []} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 4D: the first, second and third prizes, then the 10 starters and 10 consolations. */
export function FourDBoard({ sheet, caption }: { sheet: FourDSheet; caption: string }) {
  const { t } = useTranslation();
  return (
    <table className="lottery-sheet lottery-sheet-4d" data-testid="4d-sheet">
      <caption>{caption}</caption>
      <tbody>
        {(['first', 'second', 'third'] as const).map((prize) => (
          <tr key={prize} className={prize === 'first' ? 'lottery-sheet-special' : undefined}>
            <th scope="row">{t(`lottery.sheet.fourD.${prize}`)}</th>
            <td>{sheet[prize]}</td>
          </tr>
        ))}
        {(['starters', 'consolations'] as const).map((group) => (
          <PrizeRow
            key={group}
            label={t(`lottery.sheet.fourD.${group}`)}
            numbers={sheet[group]}
            grid
          />
        ))}
      </tbody>
    </table>
  );
}

/** The Thai prizes the bets read: the first prize and its 3 and 2 top, front and back 3, 2 bottom. */
export function ThaiBoard({ sheet, caption }: { sheet: ThaiSheet; caption: string }) {
  const { t } = useTranslation();
  const rows: [string, readonly string[], boolean?][] = [
    ['first', [sheet.first], true],
    ['top3', [sheet.first.slice(-3)]],
    ['top2', [sheet.first.slice(-2)]],
    ['front3', sheet.front3],
    ['back3', sheet.back3],
    ['bottom2', [sheet.bottom2]],
  ];
  return (
    <table className="lottery-sheet lottery-sheet-thai" data-testid="thai-sheet">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([prize, numbers, special]) => (
          <PrizeRow
            key={prize}
            label={t(`lottery.sheet.thai.${prize}`)}
            numbers={numbers}
            special={special}
          />
        ))}
      </tbody>
    </table>
  );
}

/** One game's sheet, whichever its family: a Vietnamese table of one province, 4D or Thai. */
export function SheetOf({
  game,
  sheet,
  caption,
}: {
  game: Pick<lottery.GameRecentResults, 'gameCode' | 'name' | 'family'>;
  sheet: lottery.ResultSheet;
  caption: string;
}) {
  const region = vietnamRegionOf(game.family);
  if (region && isVietnamSheet(sheet))
    return (
      <VietnamSheetTable
        region={region}
        sheets={[{ gameCode: game.gameCode, name: game.name, sheet }]}
        caption={caption}
      />
    );
  if (isFourDSheet(sheet)) return <FourDBoard sheet={sheet} caption={caption} />;
  if (isThaiSheet(sheet)) return <ThaiBoard sheet={sheet} caption={caption} />;
  return null;
}
