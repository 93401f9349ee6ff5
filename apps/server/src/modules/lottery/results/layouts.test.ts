import { describe, expect, it } from 'vitest';
import { consoleLotteryResults as contract } from '@croupier/contract';
import { checkSheet } from '../games/service';

// The console's entry form lays sheets out from the contract's layouts; the engines check
// them. A layout that drifted from its engine would offer a form no sheet of it can pass.

/** Distinct numbers of each part's size: 4D refuses a number drawn twice. */
function filled(family: contract.SheetFamily, change?: { part: number; digits: number }) {
  let next = 0;
  const numbers = contract.sheetLayouts[family].parts.map((part, index) =>
    Array.from({ length: part.count }, () =>
      String((next += 1)).padStart(index === change?.part ? change.digits : part.digits, '0'),
    ),
  );
  return contract.sheetOf(family, numbers);
}

describe('the entry form’s layouts', () => {
  it.each(contract.sheetFamilies)(
    'make the sheets the %s engine takes, and only those',
    (family) => {
      const sheet = filled(family);
      expect(checkSheet(family, sheet)).toEqual({ ok: true, sheet });
      expect(contract.sheetOf(family, contract.numbersOf(family, sheet))).toEqual(sheet);
      for (const [index, part] of contract.sheetLayouts[family].parts.entries()) {
        const longer = filled(family, { part: index, digits: part.digits + 1 });
        expect(checkSheet(family, longer), `${family} ${part.name}`).toMatchObject({ ok: false });
      }
    },
  );
});
