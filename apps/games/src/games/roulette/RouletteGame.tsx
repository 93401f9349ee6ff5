import { useState } from 'react';
import { toMajor } from '@croupier/contract';
import { formatMoney } from '@croupier/web-kit/money';
import { useGame } from '../../app/game-context';
import { useTexts } from '../../i18n/language';
import { pause } from '../../ui/motion';
import { SpinKeysHint } from '../../ui/SpinKeysHint';
import { usePlay } from '../../ui/usePlay';
import { useSpinKeys } from '../../ui/useSpinKeys';
import { BetChoices } from './BetChoices';
import { BetSlip } from './BetSlip';
import { RecentPockets } from './RecentPockets';
import { RouletteBoard } from './RouletteBoard';
import { RoundResult, spinResultOf, type SpinResult } from './RoundResult';
import { TableControls } from './TableControls';
import { totalStake } from './table';
import { rouletteTexts } from './texts';
import { useBetTable } from './useBetTable';
import { landingRotation, Wheel } from './Wheel';

/** How long the wheel takes to settle (the CSS transition of .wheel__disc). */
const landingMs = 3200;

/**
 * European roulette: choose a chip, put it on the table (a number, a group of numbers
 * chosen one by one, or an outside bet), spin. The wheel turns while the round settles and
 * lands on its pocket; the table then clears, and "Repeat last bets" puts them back.
 */
export default function RouletteGame() {
  const texts = useTexts(rouletteTexts);
  const game = useGame();
  const { play, finish, busy, errorKey, reducedMotion } = usePlay();
  const symbol = game.session.currencySymbol;
  const money = (minor: bigint) => formatMoney(minor, symbol);
  const table = useBetTable(busy, money);
  const [rotation, setRotation] = useState(0);
  const [result, setResult] = useState<SpinResult | null>(null);
  const [recent, setRecent] = useState<number[]>([]);

  const spin = async () => {
    if (busy || !table.readyToSpin()) return;
    setResult(null);
    const { bets } = table;
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
    const landed = spinResultOf(played.outcome, texts, money);
    setRotation(landingRotation(start, landed.pocket, reducedMotion ? 1 : 9));
    await pause(reducedMotion ? 0 : landingMs);
    setResult(landed);
    setRecent((numbers) => [landed.pocket, ...numbers].slice(0, 12));
    table.cleared();
    finish(played);
  };

  useSpinKeys(() => void spin(), true);

  return (
    <section className="roulette">
      <div className="roulette__top">
        <Wheel rotation={rotation} pocket={result?.pocket ?? null} />
        <RecentPockets pockets={recent} />
      </div>

      <BetChoices table={table} />
      {table.mode !== 'straight' ? <p className="hint">{texts.pick[table.mode]}</p> : null}
      {table.notice ? (
        <p className="notice" role="status">
          {table.notice}
        </p>
      ) : null}

      <RouletteBoard
        bets={table.bets}
        picked={table.picked}
        winningPocket={result?.pocket ?? null}
        currencySymbol={symbol}
        disabled={busy}
        onNumber={table.pickNumber}
        onSpot={table.place}
      />

      <BetSlip table={table} />
      <RoundResult result={result} errorKey={errorKey} money={money} />
      <TableControls table={table} onSpin={() => void spin()} />
      <SpinKeysHint />
    </section>
  );
}
