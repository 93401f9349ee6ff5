import { useState } from 'react';
import { studioMaxRouletteBets, studioStakeRules } from '@croupier/contract';
import { format, useTexts } from '../../i18n/language';
import { errorText, sharedTexts } from '../../i18n/shared';
import {
  addChip,
  insideSizes,
  isLegalInside,
  totalStake,
  type InsideType,
  type Spot,
  type TableBet,
} from './table';
import { rouletteTexts } from './texts';

const rule = studioStakeRules.roulette;

/**
 * The table as the player builds it between spins: the chip in hand, the inside bet being
 * picked number by number, the bets with their undo stack, the last spin's bets to repeat,
 * and a notice saying why a change or a spin was refused. Nothing changes while `busy` (a
 * round is out); `money` writes amounts in the session's currency.
 */
export function useBetTable(busy: boolean, money: (minor: bigint) => string) {
  const texts = useTexts(rouletteTexts);
  const shared = useTexts(sharedTexts);
  const [chip, setChip] = useState(rule.steps[0]!);
  const [mode, setMode] = useState<InsideType>('straight');
  const [picked, setPicked] = useState<number[]>([]);
  const [bets, setBets] = useState<TableBet[]>([]);
  const [undo, setUndo] = useState<TableBet[][]>([]);
  const [lastBets, setLastBets] = useState<TableBet[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const limitsText = format(texts.perBetLimit, { min: money(rule.min), max: money(rule.max) });

  /** The table's limits hold before a change is taken, and the change can be undone. */
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

  return {
    busy,
    money,
    chip,
    setChip,
    mode,
    chooseMode(kind: InsideType) {
      setMode(kind);
      setPicked([]);
    },
    picked,
    bets,
    lastBets,
    canUndo: undo.length > 0,
    notice,
    place,
    pickNumber,
    remove: (bet: TableBet) => replaceBets(bets.filter((other) => other !== bet)),
    undoLast() {
      setBets(undo[undo.length - 1]!);
      setUndo((stack) => stack.slice(0, -1));
    },
    clear: () => replaceBets([]),
    repeatLast: () => replaceBets(lastBets),
    /** Whether the bets may be sent; if not, the notice says why. */
    readyToSpin(): boolean {
      if (bets.length === 0) {
        setNotice(errorText(shared, 'studio_bets_required'));
        return false;
      }
      if (bets.some((bet) => bet.stake < rule.min)) {
        setNotice(limitsText);
        return false;
      }
      setNotice(null);
      setPicked([]);
      return true;
    },
    /** After a settled spin the table clears; its bets become the ones to repeat. */
    cleared() {
      setLastBets(bets);
      setBets([]);
      setUndo([]);
    },
  };
}

export type BetTable = ReturnType<typeof useBetTable>;
