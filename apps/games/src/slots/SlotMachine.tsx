import { useCallback, useRef, useState } from 'react';
import { studioStakeRules } from '@croupier/contract';
import { useGame } from '../app/game-context';
import { format, useLanguage, useTexts } from '../i18n/language';
import { errorText, sharedTexts } from '../i18n/shared';
import { toMajor } from '@croupier/contract';
import { formatMoney } from '@croupier/web-kit/money';
import { pause } from '../ui/motion';
import { SpinButton, StakeSelector } from '../ui/StakeSelector';
import { SpinKeysHint } from '../ui/SpinKeysHint';
import { usePlay } from '../ui/usePlay';
import { useSpinKeys } from '../ui/useSpinKeys';
import { Reels } from './Reels';
import type { SlotDefinition, SlotFrame } from './slot-types';
import { slotTexts } from './slot-texts';

/** The window before the first spin: every reel at the top of its strip. */
function restingFrame({ strips, rows }: SlotDefinition): SlotFrame {
  return {
    window: Array.from({ length: rows }, (_, row) =>
      strips.map((strip) => strip[row % strip.length]!),
    ),
    highlight: [],
    lines: [],
    wins: [],
    win: 0n,
  };
}

/**
 * A slot game: stake selector, Spin, the reels and what the round won. The reels keep
 * turning until the round is settled, stop one by one, then show the round's frames (the
 * paid spin, and free spins when it won some). Space, Enter or Spin during the free spins
 * skips to the result.
 */
export function SlotMachine({ definition }: { definition: SlotDefinition }) {
  const shared = useTexts(sharedTexts);
  const texts = useTexts(slotTexts);
  const language = useLanguage();
  const game = useGame();
  const { play, finish, busy, errorKey, reducedMotion } = usePlay();
  const rule = studioStakeRules[definition.gameId];
  const [stake, setStake] = useState(() => rule.steps[Math.min(2, rule.steps.length - 1)]!);
  const [frame, setFrame] = useState(() => restingFrame(definition));
  const [spinning, setSpinning] = useState<boolean[]>(() =>
    Array.from({ length: definition.reels }, () => false),
  );
  const [summary, setSummary] = useState<{ text: string; won: boolean } | null>(null);
  const revealing = useRef(false);
  const skip = useRef(false);

  const setAll = useCallback(
    (turning: boolean) => setSpinning(Array.from({ length: definition.reels }, () => turning)),
    [definition.reels],
  );

  const stopReels = useCallback(async () => {
    if (reducedMotion || skip.current) return setAll(false);
    for (let reel = 0; reel < definition.reels; reel += 1) {
      await pause(150);
      setSpinning((current) => current.map((turning, index) => (index === reel ? false : turning)));
    }
  }, [definition.reels, reducedMotion, setAll]);

  const spin = useCallback(async () => {
    if (revealing.current) {
      skip.current = true;
      return;
    }
    revealing.current = true;
    skip.current = false;
    setSummary(null);
    setFrame((shown) => ({ ...shown, highlight: [], lines: [], wins: [], caption: undefined }));
    setAll(true);
    const money = (minor: bigint) => formatMoney(minor, game.session.currencySymbol);
    const result = await play({ stake: toMajor(stake) }, stake);
    if (!result) {
      setAll(false);
      revealing.current = false;
      return;
    }
    const frames = definition.framesOf(result.outcome, language, money);
    for (let index = 0; index < frames.length; index += 1) {
      if (skip.current) index = frames.length - 1;
      if (index > 0 && !skip.current) {
        setAll(true);
        await pause(reducedMotion ? 300 : 600);
      }
      setFrame(frames[index]!);
      await stopReels();
      if (index < frames.length - 1 && !skip.current)
        await pause(frames[index]!.win > 0n ? 1500 : 700);
    }
    const win = frames.reduce((sum, shown) => sum + shown.win, 0n);
    // Several frames are a paid spin and its free spins: the round pays their total once.
    setSummary({
      won: win > 0n,
      text:
        frames.length > 1
          ? format(texts.freeSpinsTotal, { amount: money(win), count: frames.length - 1 })
          : win > 0n
            ? format(shared.youWon, { amount: money(win) })
            : shared.noWin,
    });
    finish(result);
    revealing.current = false;
  }, [
    definition,
    finish,
    game.session.currencySymbol,
    language,
    play,
    reducedMotion,
    setAll,
    shared,
    stake,
    stopReels,
    texts,
  ]);

  useSpinKeys(() => void spin(), true);

  const multiFrame = busy && frame.caption !== undefined;
  return (
    <section className="slot">
      <p className="slot__caption" aria-live="polite">
        {frame.caption ?? ''}
      </p>
      <Reels definition={definition} frame={frame} spinning={spinning} />
      <div className="slot__result" aria-live="polite">
        {errorKey ? <p className="error">{errorText(shared, errorKey)}</p> : null}
        {summary ? <p className={summary.won ? 'win' : undefined}>{summary.text}</p> : null}
        {!spinning.some(Boolean) && frame.wins.length > 0 ? (
          <ul className="wins">
            {frame.wins.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="controls">
        <StakeSelector
          steps={rule.steps}
          value={stake}
          onChange={setStake}
          currencySymbol={game.session.currencySymbol}
          disabled={busy}
        />
        <SpinButton busy={busy} onSpin={() => void spin()} />
        {multiFrame ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              skip.current = true;
            }}
          >
            {texts.skip}
          </button>
        ) : null}
      </div>
      <SpinKeysHint />
    </section>
  );
}
