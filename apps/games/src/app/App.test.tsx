import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '../testing/rounds';
import { App } from './App';
import { readLaunch, sitePath } from './launch';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('opening a game from its launch URL', () => {
  it('reads the game, token, language and lobby, refusing a lobby on another site', () => {
    const launch = readLaunch(
      new URL(
        'https://brand.example/studio/roulette/?token=abc&lang=vi&lobby=%2Frng%3Fpage%3DSTUDIO',
      ),
      '/studio/',
    );
    expect(launch).toEqual({
      gameId: 'roulette',
      launchToken: 'abc',
      language: 'vi',
      lobby: '/rng?page=STUDIO',
    });
    expect(sitePath('//evil.example/')).toBe('/');
    expect(sitePath('https://evil.example/')).toBe('/');
    expect(
      readLaunch(new URL('https://brand.example/studio/poker/'), '/studio/').gameId,
    ).toBeNull();
  });

  it('says the link has expired, with the way back to the lobby, when the token was used', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse(null, 401, 'launch_token_invalid')),
    );
    render(
      <App
        launch={{ gameId: 'classic3x3', launchToken: 'used-token', language: 'en', lobby: '/rng' }}
      />,
    );

    expect(
      await screen.findByText('This game link has expired, open the game again from the lobby.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to lobby' })).toBeTruthy();
  });
});
