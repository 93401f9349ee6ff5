import { consoleLotteryResults as contract, type lottery } from '@croupier/contract';
import { serverFieldErrors } from '../../ui/form-errors';

/**
 * The entry form's numbers and problems. The form is the sheet's parts, each a row of inputs
 * (`numbers[part][position]`); a problem stands at its input (`part.position`) or at a whole
 * part (`part`), keyed like the server's refusals (`lottery_result_wrong_length`).
 */
export type SheetNumbers = string[][];
export type SheetProblems = Record<string, string>;

/** Empty inputs for a new result, or the draw's result to correct. */
export function startingNumbers(
  family: contract.SheetFamily,
  result: lottery.ResultSheet | null,
): SheetNumbers {
  if (result) return contract.numbersOf(family, result);
  return contract.sheetLayouts[family].parts.map((part) => Array<string>(part.count).fill(''));
}

/** What the console sees at once: an empty input, a non-digit, a number of the wrong size. */
export function localProblems(family: contract.SheetFamily, numbers: SheetNumbers): SheetProblems {
  const problems: SheetProblems = {};
  contract.sheetLayouts[family].parts.forEach((part, index) => {
    numbers[index]!.forEach((value, position) => {
      const text = value.trim();
      const key =
        text === ''
          ? 'field_required'
          : !/^\d+$/.test(text)
            ? 'lottery_result_not_digits'
            : text.length !== part.digits
              ? 'lottery_result_wrong_length'
              : undefined;
      if (key) problems[`${index}.${position}`] = key;
    });
  });
  return problems;
}

/**
 * The server's refusal at its input: `sheet.tiers.3.2` (a Vietnamese tier), `sheet.starters.4`
 * or `sheet.first` (a 4D or Thai field) becomes `3.2`, `3.4`, `0.0`. A refusal of the whole
 * sheet (its region) has no input: null.
 */
export function serverProblems(family: contract.SheetFamily, error: unknown): SheetProblems | null {
  const fields = serverFieldErrors(error);
  if (!fields) return null;
  const { parts } = contract.sheetLayouts[family];
  const problems: SheetProblems = {};
  for (const [field, key] of Object.entries(fields)) {
    const [, first, second, third] = field.split('.');
    const [part, position] =
      first === 'tiers'
        ? [Number(second), third]
        : [parts.findIndex((candidate) => candidate.name === first), second];
    if (part < 0 || Number.isNaN(part)) continue;
    const single = parts[part] && !parts[part].list;
    problems[position !== undefined ? `${part}.${position}` : single ? `${part}.0` : `${part}`] =
      key;
  }
  return Object.keys(problems).length > 0 ? problems : null;
}
