import type { CSSProperties } from 'react';
import { useTexts } from '../i18n/language';
import type { SlotDefinition, SlotFrame } from './slot-types';
import { slotTexts } from './slot-texts';

/**
 * The window of a slot: one column per reel. A turning reel shows its strip running past
 * (a CSS animation, still under reduced motion); a stopped one shows the frame, winning
 * cells lit and winning paylines drawn over the window.
 */
export function Reels({
  definition,
  frame,
  spinning,
}: {
  definition: SlotDefinition;
  frame: SlotFrame;
  spinning: readonly boolean[];
}) {
  const texts = useTexts(slotTexts);
  const { reels, rows, strips, Symbol } = definition;
  const lit = new Set(frame.highlight.map(([reel, row]) => `${reel}:${row}`));
  const stopped = spinning.every((turning) => !turning);
  const style = { '--reels': reels, '--rows': rows } as CSSProperties;

  return (
    <div className="reels" role="group" aria-label={texts.reels} style={style}>
      {Array.from({ length: reels }, (_, reel) =>
        spinning[reel] ? (
          <div key={reel} className="reel reel--spinning" aria-hidden="true">
            <div className="reel__strip">
              {[...strips[reel]!.slice(0, rows * 3), ...strips[reel]!.slice(0, rows * 3)].map(
                (symbol, index) => (
                  <div key={index} className="cell">
                    <Symbol symbol={symbol} />
                  </div>
                ),
              )}
            </div>
          </div>
        ) : (
          <div key={reel} className="reel">
            {frame.window.map((row, rowIndex) => (
              <div
                key={rowIndex}
                className={lit.has(`${reel}:${rowIndex}`) ? 'cell cell--win' : 'cell'}
              >
                <Symbol symbol={row[reel]!} />
              </div>
            ))}
          </div>
        ),
      )}
      {stopped && frame.lines.length > 0 ? (
        <svg
          className="reels__lines"
          viewBox={`0 0 ${reels} ${rows}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {frame.lines.map((line, index) => (
            <polyline
              key={index}
              points={line.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      ) : null}
    </div>
  );
}
