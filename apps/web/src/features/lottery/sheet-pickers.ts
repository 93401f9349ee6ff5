import type { LotterySelection } from './engine';
import type { SheetFamily } from './sheet-engine';

// What a player picks for each bet type of the provider-drawn lotteries (rules in
// packages/engines/docs/lottery-rules.md) and how the picks become the selection the engine
// reads: numbers as digit strings, leading zeros kept ("07", "0123"). Pure, like pickers.ts.

export type SheetPicker =
  /** Numbers of `digits` digits: at least one, or exactly `exactly` (a xiên, a lô trượt). */
  | { kind: 'digits'; digits: number; exactly?: number }
  /** Sums of the special prize's digits, 0 to `max`, each a line with its own odds. */
  | { kind: 'sums'; max: number }
  /** One line per chosen option (tài/xỉu, chẵn/lẻ). */
  | { kind: 'options'; options: readonly string[] };

const digits = (count: number, exactly?: number): SheetPicker => ({
  kind: 'digits',
  digits: count,
  ...(exactly !== undefined && { exactly }),
});

/** The Vietnamese bet types, the same in every region but the sum's range. */
const vietnamPickers = (specialDigits: number): Record<string, SheetPicker> => ({
  lo2: digits(2),
  lo3: digits(3),
  lo4: digits(4),
  de: digits(2),
  de_dau: digits(2),
  de_duoi: digits(2),
  cang3: digits(3),
  cang4: digits(4),
  xien2: digits(2, 2),
  xien3: digits(2, 3),
  xien4: digits(2, 4),
  truot4: digits(2, 4),
  truot8: digits(2, 8),
  truot10: digits(2, 10),
  dau: digits(1),
  duoi: digits(1),
  tai_xiu: { kind: 'options', options: ['big', 'small'] },
  chan_le: { kind: 'options', options: ['even', 'odd'] },
  sum: { kind: 'sums', max: 9 * specialDigits },
});

const pickers: Record<SheetFamily, Record<string, SheetPicker>> = {
  // The North's special prize has 5 digits, the South's and the Centre's 6.
  'vn-north': vietnamPickers(5),
  'vn-central': vietnamPickers(6),
  'vn-south': vietnamPickers(6),
  '4d': { big: digits(4), small: digits(4), ibig: digits(4), ismall: digits(4) },
  thai: {
    top3: digits(3),
    tod3: digits(3),
    top2: digits(2),
    bottom2: digits(2),
    run_top: digits(1),
    run_bottom: digits(1),
    front3: digits(3),
    back3: digits(3),
  },
};

/** The picker of a bet type, or undefined for one this site does not know yet. */
export function sheetPickerOf(family: SheetFamily, betType: string): SheetPicker | undefined {
  return Object.hasOwn(pickers[family], betType) ? pickers[family][betType] : undefined;
}

/** What a player has picked so far for one bet type. */
export type SheetDraft = { numbers: string[]; sums: number[]; options: string[] };

export const emptySheetDraft = (): SheetDraft => ({ numbers: [], sums: [], options: [] });

/** The selections a draft makes: one, or one per option. */
export function sheetSelectionsOf(picker: SheetPicker, draft: SheetDraft): LotterySelection[] {
  switch (picker.kind) {
    case 'digits':
      return [{ numbers: [...draft.numbers].sort() }];
    case 'sums':
      return [{ numbers: [...draft.sums].sort((a, b) => a - b) }];
    case 'options':
      return picker.options
        .filter((option) => draft.options.includes(option))
        .map((option) => ({ option }));
  }
}

/** Every number of `count` digits, "00" to "99": what a grid offers up to two digits. */
export function allNumbers(count: number): string[] {
  return Array.from({ length: 10 ** count }, (_, value) => String(value).padStart(count, '0'));
}

/**
 * Numbers typed in a field ("123 456,789"): those of exactly `count` digits, each once, and
 * the pieces that are not, to say so.
 */
export function parseTyped(text: string, count: number): { numbers: string[]; rejected: string[] } {
  const pieces = text.split(/[\s,;.]+/).filter((piece) => piece !== '');
  const shape = new RegExp(`^[0-9]{${count}}$`);
  const numbers = [...new Set(pieces.filter((piece) => shape.test(piece)))];
  return { numbers, rejected: pieces.filter((piece) => !shape.test(piece)) };
}

/** `count` different numbers of `digits` digits, uniformly (the browser's CSPRNG). */
export function randomNumbers(digitCount: number, count: number): string[] {
  const chosen = new Set<string>();
  const size = 10 ** digitCount;
  while (chosen.size < count) {
    const value = crypto.getRandomValues(new Uint32Array(1))[0]! % size;
    chosen.add(String(value).padStart(digitCount, '0'));
  }
  return [...chosen];
}

/** A random draft of the fewest picks the bet type accepts (one line, or its exact group). */
export function randomSheetDraft(picker: SheetPicker): SheetDraft {
  const draft = emptySheetDraft();
  switch (picker.kind) {
    case 'digits':
      return { ...draft, numbers: randomNumbers(picker.digits, picker.exactly ?? 1) };
    case 'sums':
      return {
        ...draft,
        sums: [crypto.getRandomValues(new Uint32Array(1))[0]! % (picker.max + 1)],
      };
    case 'options': {
      const index = crypto.getRandomValues(new Uint32Array(1))[0]! % picker.options.length;
      return { ...draft, options: [picker.options[index]!] };
    }
  }
}
