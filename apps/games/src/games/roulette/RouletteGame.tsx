import { useState } from 'react';
import {
  studioMaxRouletteBets,
  studioStakeRules,
  toMajor,
  type WireOutcome,
} from '@croupier/contract';
import type { roulette } from '@croupier/engines';
import { toMinor, useGame } from '../../app/game-context';
import { format, useTexts } from '../../i18n/language';
import { errorText, sharedTexts } from '../../i18n/shared';
import { formatAmount, formatMoney } from '@croupier/web-kit/money';
import { pause } from '../../ui/motion';
import { SpinButton } from '../../ui/StakeSelector';
import { usePlay } from '../../ui/usePlay';
import { useSpinKeys } from '../../ui/useSpinKeys';
import { RouletteBoard } from './RouletteBoard';
import {
  addChip,
  insideSizes,
  isLegalInside,
  spotKey,
  pocketColour,
  spotName,
  totalStake,
  type InsideType,
  type Spot,
  type TableBet,
} from './table';
import { rouletteTexts } from './texts';
import { landingRotation, Wheel } from './Wheel';

type Settlement = WireOutcome<roulette.Settlement>;
type Result = { pocket: number; lines: string[]; win: bigint };

/** How long the wheel takes to settle (the CSS transition of .wheel__disc). */
const landingMs = 3200;

/**
 * European roulette: choose a chip, put it on the table (a number, a group of numbers
 * chosen one by one, or an outside bet), spin. The wheel turns while the round settles and
 * lands on its pocket; the table then clears, and "Repeat last bets" puts them back.
 */
export default function RouletteGame() {
  const texts = useTexts(rouletteTexts);
  const shared = useTexts(sharedTexts);
  const game = useGame();
  const { play, finish, busy, errorKey, reducedMotion } = usePlay();
  const rule = studioStakeRules.roulette;
  const symbol = game.session.currencySymbol;
  const money = (minor: bigint) => formatMoney(minor, symbol);

  const [chip, setChip] = useState(rule.steps[0]!);
  const [mode, setMode] = useState<InsideType>('straight');
  const [picked, setPicked] = useState<number[]>([]);
  const [bets, setBets] = useState<TableBet[]>([]);
  const [undo, setUndo] = useState<TableBet[][]>([]);
  const [lastBets, setLastBets] = useState<TableBet[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [rotation, setRotation] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [recent, setRecent] = useState<number[]>([]);

  const limitsText = format(texts.perBetLimit, { min: money(rule.min), max: money(rule.max) });

  function replaceBets(next: TableBet[]): boolean {
    if (next.some((bet) => bet.stake > rule.max)) {
      setNotice(limitsText);
      return false;
    }
    if (totalStake(next) > rule.maxTotal) {
      setNotice(format(texts.tableLimit, { max: money(rule.maxTotal) }));
      return false;
    }
    if (next.length > studioMaxRouletteBets) {
      setNotice(format(texts.tooManyBets, { max: studioMaxRouletteBets }));
      return false;
    }
    setUndo((stack) => [...stack, bets]);
    setBets(next);
    setNotice(null);
    return true;
  }

  const place = (spot: Spot) => {
    if (!busy) replaceBets(addChip(bets, spot, chip));
  };

  const pickNumber = (n: number) => {
    if (busy) return;
    if (mode === 'straight') return place({ type: 'straight', numbers: [n] });
    const next = picked.includes(n) ? picked.filter((other) => other !== n) : [...picked, n];
    if (next.length < insideSizes[mode]) return setPicked(next);
    setPicked([]);
    if (!isLegalInside(mode, next)) {
      return setNotice(format(texts.notOnLayout, { bet: texts.bets[mode] }));
    }
    place({ type: mode, numbers: [...next].sort((a, b) => a - b) });
  };

  const spin = async () => {
    if (busy) return;
    if (bets.length === 0) return setNotice(errorText(shared, 'studio_bets_required'));
    if (bets.some((bet) => bet.stake < rule.min)) return setNotice(limitsText);
    setNotice(null);
    setResult(null);
    setPicked([]);
    const start = rotation;
    // The wheel sets off at once; the answer then retargets the same transition.
    if (!reducedMotion) setRotation(start + 5 * 360);
    const played = await play(
      {
        bets: bets.map((bet) => ({
          type: bet.type,
          numbers: bet.numbers ? [...bet.numbers] : undefined,
          index: bet.index,
          stake: toMajor(bet.stake),
        })),
      },
      totalStake(bets),
    );
    if (!played) return setRotation(start);
    const settlement = played.outcome as unknown as Settlement;
    setRotation(landingRotation(start, settlement.pocket, reducedMotion ? 1 : 9));
    await pause(reducedMotion ? 0 : landingMs);
    setResult({
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
    });
    setRecent((numbers) => [settlement.pocket, ...numbers].slice(0, 12));
    setLastBets(bets);
    setBets([]);
    setUndo([]);
    finish(played);
  };

  useSpinKeys(() => void spin(), true);

  const total = totalStake(bets);
  return (
    <section className="roulette">
      <div className="roulette__top">
        <Wheel rotation={rotation} pocket={result?.pocket ?? null} />
        {recent.length > 0 ? (
          <p className="recent">
            <span>{texts.recent}:</span>
            {recent.map((pocket, index) => (
              <span
                key={index}
                className={`recent__pocket recent__pocket--${pocketColour(pocket)}`}
              >
                {pocket}
              </span>
            ))}
          </p>
        ) : null}
      </div>

      <fieldset className="choices" disabled={busy}>
        <legend>{texts.chips}</legend>
        {rule.steps.map((value) => (
          <label key={String(value)} className="choice choice--chip">
            <input
              type="radio"
              name="chip"
              checked={chip === value}
              onChange={() => setChip(value)}
            />
            <span aria-hidden="true">{formatAmount(value)}</span>
            <span className="visually-hidden">{format(texts.chip, { amount: money(value) })}</span>
          </label>
        ))}
      </fieldset>

      <fieldset className="choices" disabled={busy}>
        <legend>{texts.betKind}</legend>
        {(Object.keys(insideSizes) as InsideType[]).map((kind) => (
          <label key={kind} className="choice">
            <input
              type="radio"
              name="bet-kind"
              checked={mode === kind}
              onChange={() => {
                setMode(kind);
                setPicked([]);
              }}
            />
            <span>{texts.bets[kind]}</span>
          </label>
        ))}
      </fieldset>
      {mode !== 'straight' ? <p className="hint">{texts.pick[mode]}</p> : null}
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}

      <RouletteBoard
        bets={bets}
        picked={picked}
        winningPocket={result?.pocket ?? null}
        currencySymbol={symbol}
        disabled={busy}
        onNumber={pickNumber}
        onSpot={place}
      />

      <section className="bets" aria-label={texts.yourBets}>
        <h2>{texts.yourBets}</h2>
        {bets.length === 0 ? (
          <p className="hint">{texts.noBets}</p>
        ) : (
          <ul>
            {bets.map((bet) => (
              <li key={spotKey(bet)}>
                <span>{spotName(bet, texts)}</span>
                <strong>{money(bet.stake)}</strong>
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  onClick={() => replaceBets(bets.filter((other) => other !== bet))}
                >
                  {texts.remove}
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="bets__total">
          {texts.totalBet}: <strong>{money(total)}</strong>
        </p>
      </section>

      {/* Beside Spin: on a phone the wheel has scrolled away by the time the ball lands. */}
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
              {result.win > 0n
                ? format(shared.youWon, { amount: money(result.win) })
                : shared.noWin}
            </p>
            <ul className="wins">
              {result.lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div className="controls">
        <button
          type="button"
          className="button button--small"
          disabled={busy || undo.length === 0}
          onClick={() => {
            setBets(undo[undo.length - 1]!);
            setUndo((stack) => stack.slice(0, -1));
          }}
        >
          {texts.undo}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={busy || bets.length === 0}
          onClick={() => replaceBets([])}
        >
          {texts.clear}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={busy || lastBets.length === 0}
          onClick={() => replaceBets(lastBets)}
        >
          {texts.rebet}
        </button>
        <SpinButton busy={busy} onSpin={() => void spin()} label={texts.spinWheel} />
      </div>
      <p className="hint">{shared.spinHint}</p>
    </section>
  );
}
