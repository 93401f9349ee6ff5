import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '../api';
import { Die } from '../parts/DrawNumbers';
import { useLotteryLabels } from '../parts/labels';
import {
  quickPicked,
  quickPicks,
  toggle,
  withRow,
  type BetPicker,
  type Draft,
  type Pool,
} from '../pickers';
import type { PlayedGame } from '../played-game';

type BetTypeInfo = LotteryGame['betTypes'][number];

/**
 * The picker a bet type needs (spec: "a number picker with quick picks"): a grid per
 * position, one grid of numbers, named options, or nothing to pick. Every value is a toggle
 * button, so the whole picker works from the keyboard.
 */
export function Picker({
  game,
  picker,
  info,
  draft,
  onChange,
}: {
  game: PlayedGame;
  picker: BetPicker;
  info: BetTypeInfo;
  draft: Draft;
  onChange: (draft: Draft) => void;
}) {
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  const { spec } = picker;
  const oddsOf = (prize: string) => info.odds[prize];

  switch (spec.kind) {
    case 'rows':
      return (
        <div className="lottery-picker" data-testid="picker">
          {spec.rows(draft.place).map((row) => {
            const name = labels.row(row.label);
            const picked = (draft.rows[row.position] ?? []) as number[];
            return (
              <fieldset key={row.position} className="lottery-picker-row">
                <legend>{name}</legend>
                <ValueGrid
                  pool={spec.pool}
                  picked={picked}
                  onToggle={(value) =>
                    onChange(withRow(draft, row.position, toggle(picked, value)))
                  }
                />
                <QuickPicks
                  label={t('lottery.picker.quickFor', { row: name })}
                  onPick={(quick) =>
                    onChange(withRow(draft, row.position, quickPicked(spec.pool, quick)))
                  }
                />
              </fieldset>
            );
          })}
        </div>
      );
    case 'rowOptions':
      return (
        <div className="lottery-picker" data-testid="picker">
          {spec.rows.map((row) => {
            const name = labels.row(row.label);
            const picked = (draft.rows[row.position] ?? []) as string[];
            return (
              <fieldset key={row.position} className="lottery-picker-row">
                <legend>{name}</legend>
                <div className="lottery-options">
                  {spec.options.map((option) => (
                    <OptionButton
                      key={option}
                      label={labels.option(option)}
                      odds={oddsOf(option)}
                      pressed={picked.includes(option)}
                      onClick={() => onChange(withRow(draft, row.position, toggle(picked, option)))}
                    />
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      );
    case 'numbers': {
      const full = spec.exactly !== undefined && draft.numbers.length >= spec.exactly;
      return (
        <div className="lottery-picker" data-testid="picker">
          <ValueGrid
            pool={spec.pool}
            picked={draft.numbers}
            onToggle={(value) => onChange({ ...draft, numbers: toggle(draft.numbers, value) })}
            label={labels.betType(game.family, info.betType)}
            full={full}
            oddsOf={spec.pool.look === 'sum' ? (value) => oddsOf(String(value)) : undefined}
          />
          {spec.exactly === undefined ? (
            <QuickPicks
              label={t('lottery.picker.quick')}
              onPick={(quick) => onChange({ ...draft, numbers: quickPicked(spec.pool, quick) })}
            />
          ) : (
            <p className="lottery-muted" aria-live="polite" data-testid="picked-count">
              {t('lottery.picker.pickedOf', { picked: draft.numbers.length, count: spec.exactly })}{' '}
              {draft.numbers.length > 0 && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onChange({ ...draft, numbers: [] })}
                >
                  {t('lottery.picker.quickPick.clear')}
                </button>
              )}
            </p>
          )}
        </div>
      );
    }
    case 'options':
      return (
        <div
          className="lottery-picker lottery-options"
          role="group"
          aria-label={labels.betType(game.family, info.betType)}
          data-testid="picker"
        >
          {spec.options.map((option) => (
            <OptionButton
              key={option}
              label={labels.option(option)}
              odds={oddsOf(option)}
              pressed={draft.options.includes(option)}
              onClick={() => onChange({ ...draft, options: toggle(draft.options, option) })}
            />
          ))}
        </div>
      );
    case 'none':
      return (
        <p className="lottery-picker lottery-muted" data-testid="picker">
          {t('lottery.picker.noPickNeeded')}
        </p>
      );
  }
}

/** A grid of values (digits, faces, cars, balls or sums), each a toggle. */
function ValueGrid({
  pool,
  picked,
  onToggle,
  label,
  full = false,
  oddsOf,
}: {
  pool: Pool;
  picked: readonly number[];
  onToggle: (value: number) => void;
  /** Its name as a group; none inside a row, which the row's legend names. */
  label?: string;
  /** The exact count is reached: only a picked value can be tapped (to unpick it). */
  full?: boolean;
  oddsOf?: (value: number) => number | undefined;
}) {
  const labels = useLotteryLabels();
  return (
    <div
      className={`lottery-grid lottery-grid-${pool.look}`}
      role={label ? 'group' : undefined}
      aria-label={label}
    >
      {pool.values.map((value) => {
        const pressed = picked.includes(value);
        const odds = oddsOf?.(value);
        return (
          <button
            key={value}
            type="button"
            className={pool.look === 'car' ? `lottery-value car car-${value}` : 'lottery-value'}
            aria-pressed={pressed}
            aria-label={pool.look === 'digit' ? undefined : labels.value(pool.look, value)}
            disabled={full && !pressed}
            onClick={() => onToggle(value)}
          >
            {pool.look === 'face' ? <Die face={value} /> : value}
            {odds !== undefined && <small aria-hidden="true">{odds}</small>}
          </button>
        );
      })}
    </div>
  );
}

function OptionButton({
  label,
  odds,
  pressed,
  onClick,
}: {
  label: string;
  odds: number | undefined;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="lottery-option" aria-pressed={pressed} onClick={onClick}>
      <span>{label}</span> {odds !== undefined && <small>{odds}</small>}
    </button>
  );
}

function QuickPicks({
  label,
  onPick,
}: {
  label: string;
  onPick: (quick: (typeof quickPicks)[number]) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lottery-quick" role="group" aria-label={label}>
      {quickPicks.map((quick) => (
        <button key={quick} type="button" onClick={() => onPick(quick)}>
          {t(`lottery.picker.quickPick.${quick}`)}
        </button>
      ))}
    </div>
  );
}
