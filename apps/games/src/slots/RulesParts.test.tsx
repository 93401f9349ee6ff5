import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { classic3x3, ways5x4 } from '@croupier/engines';
import { describe, expect, it } from 'vitest';
import { GameProvider } from '../app/game-context';
import Classic3x3Rules from '../games/classic3x3/Classic3x3Rules';
import Ways5x4Rules from '../games/ways5x4/Ways5x4Rules';
import { LanguageProvider } from '../i18n/language';
import { testSession } from '../testing/rounds';

function showRules(rules: ReactElement) {
  render(
    <LanguageProvider language="en">
      <GameProvider session={testSession()}>{rules}</GameProvider>
    </LanguageProvider>,
  );
}

describe('a slot’s rules screen', () => {
  it('counts each symbol on each reel from the engine’s strips, and states the RTP', () => {
    showRules(<Classic3x3Rules />);
    const sevens = screen.getByRole('rowheader', { name: /Seven/ }).closest('tr')!;
    const counted = classic3x3.REEL_STRIPS.map(
      (strip) => `${strip.filter((symbol) => symbol === 'SEVEN').length}`,
    );
    expect(
      within(sevens)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(counted);
    expect(screen.getByText(/RTP/).textContent).toContain('96.031%');
  });

  it('ends the counts with the stops of each reel where the game lists them', () => {
    showRules(<Ways5x4Rules />);
    const stops = screen.getByRole('rowheader', { name: /stops/i }).closest('tr')!;
    expect(
      within(stops)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(ways5x4.REEL_STRIPS.map((strip) => `${strip.length}`));
    expect(screen.getByText(/RTP/).textContent).toContain('96.466%');
  });
});
