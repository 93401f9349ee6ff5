import { useTexts } from '../../i18n/language';
import { SpinButton } from '../../ui/StakeSelector';
import { rouletteTexts } from './texts';
import type { BetTable } from './useBetTable';

/** Undo, clear and repeat the last spin's bets, each only when it has something to do; Spin. */
export function TableControls({ table, onSpin }: { table: BetTable; onSpin: () => void }) {
  const texts = useTexts(rouletteTexts);
  const { busy } = table;
  const actions = [
    { label: texts.undo, run: table.undoLast, possible: table.canUndo },
    { label: texts.clear, run: table.clear, possible: table.bets.length > 0 },
    { label: texts.rebet, run: table.repeatLast, possible: table.lastBets.length > 0 },
  ];
  return (
    <div className="controls">
      {actions.map(({ label, run, possible }) => (
        <button
          key={label}
          type="button"
          className="button button--small"
          disabled={busy || !possible}
          onClick={() => run()}
        >
          {label}
        </button>
      ))}
      <SpinButton busy={busy} onSpin={onSpin} label={texts.spinWheel} />
    </div>
  );
}
