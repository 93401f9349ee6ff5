import type { WireOutcome } from '@croupier/contract';
import type { roulette } from '@croupier/engines';
import { toMinor } from '../../app/game-context';
import { format, useTexts } from '../../i18n/language';
import { errorText, sharedTexts } from '../../i18n/shared';
import { pocketColour, spotName, type Spot } from './table';
import { rouletteTexts } from './texts';

/** A settled spin as the player reads it: the pocket, the total won, each winning bet. */
export type SpinResult = { pocket: number; lines: string[]; win: bigint };

type Texts = (typeof rouletteTexts)['en'];

export function spinResultOf(
  outcome: Record<string, unknown>,
  texts: Texts,
  money: (minor: bigint) => string,
): SpinResult {
  const settlement = outcome as unknown as WireOutcome<roulette.Settlement>;
  return {
    pocket: settlement.pocket,
    win: toMinor(settlement.totalWin),
    lines: settlement.results
      .filter((line) => line.win > 0)
      .map((line) =>
        format(texts.betWins, {
          bet: spotName(line.bet as Spot, texts),
          amount: money(toMinor(line.win)),
        }),
      ),
  };
}

/**
 * What the last spin did, or why it could not be played. It stands beside Spin: on a phone
 * the wheel has scrolled away by the time the ball lands.
 */
export function RoundResult({
  result,
  errorKey,
  money,
}: {
  result: SpinResult | null;
  errorKey: string | null;
  money: (minor: bigint) => string;
}) {
  const texts = useTexts(rouletteTexts);
  const shared = useTexts(sharedTexts);
  return (
    <div className="roulette__result" aria-live="polite">
      {errorKey ? <p className="error">{errorText(shared, errorKey)}</p> : null}
      {result ? (
        <>
          <p>
            {format(texts.landedOn, {
              number: result.pocket,
              colour: texts[pocketColour(result.pocket)],
            })}
          </p>
          <p className={result.win > 0n ? 'win' : undefined}>
            {result.win > 0n ? format(shared.youWon, { amount: money(result.win) }) : shared.noWin}
          </p>
          <ul className="wins">
            {result.lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
