import type { FastDrawFamily } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { isOnSide, sides, sscDragonTiger, subjectValue } from '../engine';
import { useLotteryLabels } from './labels';

/** The cells of a die's 3 × 3 face that hold a pip, per face. */
const pips: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die drawn with its pips; the face's number is said, not shown. */
export function Die({ face, label }: { face: number; label?: string }) {
  return (
    <span className="lottery-die" role={label ? 'img' : undefined} aria-label={label}>
      {Array.from({ length: 9 }, (_, cell) => (
        <i key={cell} className={pips[face]?.includes(cell) ? 'pip' : undefined} />
      ))}
    </span>
  );
}

/**
 * A draw's numbers as the game shows them: five digits, three dice, ten cars in finishing
 * order, or Keno's twenty balls in ascending order (the order drawn is in the fairness proof).
 */
export function DrawNumbers({
  family,
  numbers,
  compact = false,
}: {
  family: FastDrawFamily;
  numbers: readonly number[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  const shown = family === 'keno' ? [...numbers].sort((a, b) => a - b) : numbers;
  return (
    <ol
      className={`draw-numbers draw-numbers-${family}${compact ? ' draw-numbers-compact' : ''}`}
      aria-label={t('lottery.result.numbers')}
      data-testid="draw-numbers"
    >
      {shown.map((number, index) => (
        <li key={index} className={family === 'pk10' ? `car car-${number}` : 'ball'}>
          {family === 'k3' ? (
            <>
              <Die face={number} />
              <span className="visually-hidden">{labels.value('face', number)}</span>
            </>
          ) : (
            number
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * What players read off a result: the sum and its sides (as the side bets pay them), SSC's
 * dragon or tiger, PK10's 1st + 2nd.
 */
export function DrawFacts({
  family,
  numbers,
}: {
  family: FastDrawFamily;
  numbers: readonly number[];
}) {
  const { t } = useTranslation();
  const labels = useLotteryLabels();
  const onSides = sides.filter((side) => isOnSide(family, 'sum', side, numbers));
  const facts = [
    t(family === 'pk10' ? 'lottery.result.topTwoSum' : 'lottery.result.sum', {
      value: subjectValue(family, 'sum', numbers),
    }),
    ...onSides.map(labels.option),
  ];
  if (family === 'ssc') facts.push(labels.option(sscDragonTiger(numbers)));
  return (
    <p className="draw-facts" data-testid="draw-facts">
      {facts.join(' · ')}
    </p>
  );
}
