import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '../api';
import { useLotteryLabels } from '../parts/labels';
import { toggle } from '../pickers';
import {
  allNumbers,
  parseTyped,
  type SheetDraft,
  type SheetPicker as Spec,
} from '../sheet-pickers';

/**
 * The picker of a provider-drawn lottery's bet type: a grid of every number up to two digits
 * (00–99), a field to type numbers of three or four digits (each shown as a chip to remove),
 * a grid of sums with their odds, or named options. Every value is a button or a field, so
 * the whole picker works from the keyboard; a xiên's grid stops at its count.
 */
export function SheetPicker({
  picker,
  info,
  name,
  draft,
  onChange,
}: {
  picker: Spec;
  info: LotteryGame['betTypes'][number];
  name: string;
  draft: SheetDraft;
  onChange: (draft: SheetDraft) => void;
}) {
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  switch (picker.kind) {
    case 'digits': {
      const full = picker.exactly !== undefined && draft.numbers.length >= picker.exactly;
      const setNumbers = (numbers: string[]) => onChange({ ...draft, numbers });
      return (
        <div className="lottery-picker" data-testid="picker">
          {picker.digits <= 2 ? (
            <div
              className={`lottery-grid lottery-grid-digits-${picker.digits}`}
              role="group"
              aria-label={name}
            >
              {allNumbers(picker.digits).map((number) => {
                const pressed = draft.numbers.includes(number);
                return (
                  <button
                    key={number}
                    type="button"
                    className="lottery-value"
                    aria-pressed={pressed}
                    disabled={full && !pressed}
                    onClick={() => setNumbers(toggle(draft.numbers, number))}
                  >
                    {number}
                  </button>
                );
              })}
            </div>
          ) : (
            <TypedNumbers
              digits={picker.digits}
              picked={draft.numbers}
              room={picker.exactly === undefined ? null : picker.exactly - draft.numbers.length}
              onChange={setNumbers}
            />
          )}
          <p className="lottery-muted" aria-live="polite" data-testid="picked-count">
            {picker.exactly === undefined
              ? t('lottery.picker.picked', { count: draft.numbers.length })
              : t('lottery.picker.pickedOf', {
                  picked: draft.numbers.length,
                  count: picker.exactly,
                })}{' '}
            {draft.numbers.length > 0 && (
              <button type="button" className="link-button" onClick={() => setNumbers([])}>
                {t('lottery.picker.quickPick.clear')}
              </button>
            )}
          </p>
        </div>
      );
    }
    case 'sums':
      return (
        <div className="lottery-picker" data-testid="picker">
          <div className="lottery-grid lottery-grid-sum" role="group" aria-label={name}>
            {Array.from({ length: picker.max + 1 }, (_, sum) => {
              const odds = info.odds[String(sum)];
              return (
                <button
                  key={sum}
                  type="button"
                  className="lottery-value"
                  aria-pressed={draft.sums.includes(sum)}
                  aria-label={labels.value('sum', sum)}
                  onClick={() => onChange({ ...draft, sums: toggle(draft.sums, sum) })}
                >
                  {sum}
                  {odds !== undefined && <small aria-hidden="true">{odds}</small>}
                </button>
              );
            })}
          </div>
        </div>
      );
    case 'options':
      return (
        <div
          className="lottery-picker lottery-options"
          role="group"
          aria-label={name}
          data-testid="picker"
        >
          {picker.options.map((option) => (
            <button
              key={option}
              type="button"
              className="lottery-option"
              aria-pressed={draft.options.includes(option)}
              onClick={() => onChange({ ...draft, options: toggle(draft.options, option) })}
            >
              <span>{labels.option(option)}</span>
            </button>
          ))}
        </div>
      );
  }
}

/**
 * Numbers of three or four digits, typed ("123 456, 789") and added with Enter or the button;
 * a piece of the wrong length is named, not dropped silently. `room`: how many more a fixed
 * group takes (null: any number).
 */
function TypedNumbers({
  digits,
  picked,
  room,
  onChange,
}: {
  digits: number;
  picked: readonly string[];
  room: number | null;
  onChange: (numbers: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [rejected, setRejected] = useState<string[]>([]);
  const addTyped = () => {
    const typed = parseTyped(text, digits);
    const fresh = typed.numbers.filter((number) => !picked.includes(number));
    const taken = room === null ? fresh : fresh.slice(0, Math.max(room, 0));
    onChange([...picked, ...taken]);
    setRejected(typed.rejected);
    setText(typed.rejected.join(' '));
  };
  return (
    <div className="lottery-typed">
      <label htmlFor={id}>{t('lottery.picker.typeNumbers', { count: digits })}</label>
      <div className="lottery-typed-row">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={'0'.repeat(digits)}
          aria-describedby={rejected.length > 0 ? `${id}-rejected` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            addTyped();
          }}
        />
        <button
          type="button"
          className="button button-small"
          disabled={text.trim() === '' || room === 0}
          onClick={addTyped}
        >
          {t('lottery.picker.addNumbers')}
        </button>
      </div>
      {rejected.length > 0 && (
        <p id={`${id}-rejected`} className="lottery-problem" role="alert">
          {t('lottery.picker.notNumbers', { count: digits, pieces: rejected.join(', ') })}
        </p>
      )}
      {picked.length > 0 && (
        <ul className="lottery-chips" aria-label={t('lottery.picker.pickedNumbers')}>
          {picked.map((number) => (
            <li key={number}>
              <button
                type="button"
                className="lottery-chip lottery-chip-remove"
                aria-label={t('lottery.picker.remove', { number })}
                onClick={() => onChange(picked.filter((item) => item !== number))}
              >
                {number} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
