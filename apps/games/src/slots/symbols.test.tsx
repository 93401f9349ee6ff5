import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classicDefinition } from '../games/classic3x3/Classic3x3Game';
import { classicTexts } from '../games/classic3x3/texts';
import { videoDefinition } from '../games/video5x3/Video5x3Game';
import { videoTexts } from '../games/video5x3/texts';
import { waysDefinition } from '../games/ways5x4/Ways5x4Game';
import { waysTexts } from '../games/ways5x4/texts';
import { LanguageProvider, languages, type Language } from '../i18n/language';
import { Reels } from './Reels';
import type { SlotDefinition, SlotFrame } from './slot-types';

const slots: [string, SlotDefinition, Record<Language, { symbols: Record<string, string> }>][] = [
  ['Classic Sevens', classicDefinition, classicTexts],
  ['Lucky Lanterns', videoDefinition, videoTexts],
  ['Jade Tiger', waysDefinition, waysTexts],
];

/** Every symbol of the game's reels, in strip order. */
const symbolsOf = (definition: SlotDefinition) => [...new Set(definition.strips.flat())];

/** A stopped window showing every symbol of the game at least once. */
function everySymbol(definition: SlotDefinition): SlotFrame {
  const symbols = symbolsOf(definition);
  expect(symbols.length).toBeLessThanOrEqual(definition.reels * definition.rows);
  return {
    window: Array.from({ length: definition.rows }, (_, row) =>
      Array.from(
        { length: definition.reels },
        (_, reel) => symbols[(row * definition.reels + reel) % symbols.length]!,
      ),
    ),
    highlight: [],
    lines: [],
    wins: [],
    win: 0n,
  };
}

function showReels(definition: SlotDefinition, language: Language, spinning: boolean) {
  return render(
    <LanguageProvider language={language}>
      <Reels
        definition={definition}
        frame={everySymbol(definition)}
        spinning={Array.from({ length: definition.reels }, () => spinning)}
      />
    </LanguageProvider>,
  );
}

describe.each(slots)('%s’s reels', (_, definition, texts) => {
  it.each(languages)(
    'draw every symbol as a picture named in the player’s language (%s), never as a character',
    (language) => {
      const { container } = showReels(definition, language, false);
      const reels = screen.getByRole('group');
      // Text on a reel is an emoji or a letter standing in for a picture: there is none.
      expect(reels.textContent).toBe('');
      const cells = container.querySelectorAll('.cell');
      expect(cells).toHaveLength(definition.reels * definition.rows);
      cells.forEach((cell) => expect(cell.querySelectorAll(':scope > svg')).toHaveLength(1));

      for (const symbol of symbolsOf(definition)) {
        const name = texts[language].symbols[symbol];
        expect(name, `${symbol} has a ${language} name`).toBeTruthy();
        const pictures = within(reels).getAllByRole('img', { name });
        for (const picture of pictures) {
          expect(picture.tagName.toLowerCase()).toBe('svg');
          // Drawn with shapes, except the classic game's blank stop.
          if (symbol !== 'BLANK') expect(picture.childElementCount).toBeGreaterThan(0);
        }
      }
    },
  );

  it('turn with the same pictures, no character among them', () => {
    const { container } = showReels(definition, 'en', true);
    const strips = container.querySelectorAll('.reel__strip');
    expect(strips).toHaveLength(definition.reels);
    strips.forEach((strip) => {
      expect(strip.textContent).toBe('');
      strip
        .querySelectorAll('.cell')
        .forEach((cell) => expect(cell.querySelector(':scope > svg')).not.toBeNull());
    });
  });
});
