import type { CSSProperties } from 'react';
import { format, useTexts } from '../../i18n/language';
import { pocketColour, wheelOrder } from './table';
import { rouletteTexts } from './texts';

const colours = { red: '#c62828', black: '#1d1f24', green: '#1b7f3b' } as const;
const slice = 360 / wheelOrder.length;
const face = `conic-gradient(${wheelOrder
  .map(
    (pocket, index) =>
      `${colours[pocketColour(pocket)]} ${index * slice}deg ${(index + 1) * slice}deg`,
  )
  .join(', ')})`;

/** The turn that brings `pocket` under the pointer, beyond `from` by a few whole turns. */
export function landingRotation(from: number, pocket: number, turns: number): number {
  const centre = (wheelOrder.indexOf(pocket as (typeof wheelOrder)[number]) + 0.5) * slice;
  return from - (from % 360) + turns * 360 + (360 - centre);
}

/** A European wheel drawn with one CSS gradient; it turns by `rotation` degrees. */
export function Wheel({ rotation, pocket }: { rotation: number; pocket: number | null }) {
  const texts = useTexts(rouletteTexts);
  const colour = pocket === null ? null : pocketColour(pocket);
  return (
    <figure className="wheel" aria-label={texts.wheel}>
      <div className="wheel__pointer" aria-hidden="true" />
      <div
        className="wheel__disc"
        aria-hidden="true"
        style={{ background: face, transform: `rotate(${rotation}deg)` } as CSSProperties}
      />
      <figcaption className={`wheel__hub${colour ? ` wheel__hub--${colour}` : ''}`}>
        {pocket === null ? '' : pocket}
        {pocket !== null ? (
          <span className="visually-hidden">
            {format(texts.landedOn, { number: pocket, colour: texts[colour!] })}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
