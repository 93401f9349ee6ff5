// Test helpers of the lobby (imported by *.test.tsx only): a fake of the server's lobby calls
// that records what was asked, catalogue fixtures, and the site around a rendered page.
import type { Game, GameMenu, GameVendor } from '@croupier/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configureApiClient } from '../../api/client';
import { statusWith } from '../../api/testing/fixtures';

export { statusWith };
import { Providers } from '../../app/providers';
import { useSessionStore } from '../../app/session/store';
import { SiteContext } from '../../app/site';

export type AskedCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
};

export type Answer =
  { value: unknown } | { status: number; message: string; value?: unknown; errorCode?: string };

/** Answers per path: a fixed answer or one made from the call (possibly later). */
export type Answers = Record<string, Answer | ((call: AskedCall) => Answer | Promise<Answer>)>;

/** Plugs a fake server into the API client; answers what it knows, 404 otherwise. */
export function serveLobby(answers: Answers): AskedCall[] {
  const asked: AskedCall[] = [];
  configureApiClient({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://site.test');
      const call: AskedCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      asked.push(call);
      const entry = answers[url.pathname];
      const answer = typeof entry === 'function' ? await entry(call) : entry;
      if (!answer)
        return new Response(JSON.stringify({ success: false, message: 'not_found', value: null }), {
          status: 404,
        });
      if ('status' in answer)
        return new Response(
          JSON.stringify({
            success: false,
            message: answer.message,
            value: answer.value ?? null,
            errorCode: answer.errorCode,
          }),
          { status: answer.status },
        );
      return new Response(JSON.stringify({ success: true, message: null, value: answer.value }));
    },
    session: { getItem: (key) => (key === 'token' ? useSessionStore.getState().token : null) },
  });
  return asked;
}

/** The calls made to one path. */
export const callsTo = (asked: AskedCall[], path: string) =>
  asked.filter((call) => call.path === path);

export function gameOf(nodeId: number, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    gameId: `game-${nodeId}`,
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    showIcon: `/icons/${nodeId}.png`,
    vassalage: 'STUDIO',
    displayName: 'Croupier Studio',
    gameType: 'RNG',
    gameCode: null,
    defaultPlayType: null,
    roomId: null,
    classify: ['SC'],
    supportPlay: false,
    isGame: 'GAME',
    maintenance: false,
    demoOnly: false,
    ...overrides,
  };
}

export function vendorOf(code: string, overrides: Partial<GameVendor> = {}): GameVendor {
  return {
    vassalage: code,
    displayName: `${code} Games`,
    smallIcon: '',
    isHot: false,
    categories: ['RNG'],
    maintenance: false,
    demoOnly: false,
    ...overrides,
  };
}

export const menus: GameMenu[] = [
  { gameCategory: 'LIVE', vendors: [vendorOf('EVO', { categories: ['LIVE'] })] },
  { gameCategory: 'RNG', vendors: [vendorOf('STUDIO'), vendorOf('PG')] },
  {
    gameCategory: 'SPORTS',
    vendors: [
      vendorOf('DS88', { categories: ['SPORTS'] }),
      vendorOf('SABA', { categories: ['SPORTS'] }),
    ],
  },
];

/** The member of `/wps/member/info`: a real account, or a trial one (type 4). */
export function memberOf(type = 0) {
  return {
    id: 7,
    account: 'player1',
    nickname: null,
    type,
    clubLabel: { labelName: null, rankLevel: 0 },
    regDate: '2026-11-01T00:00:00.000Z',
    mobile: null,
    email: null,
    passwordChangeRequired: false,
  };
}

/** A normal-site status with the given categories open in the whitelabel tree. */
/** Query clients and the loaded site around what a test renders. */
export function SiteFrame({
  children,
  categories = ['LIVE', 'RNG', 'SPORTS'],
  client,
}: {
  children: ReactNode;
  categories?: string[];
  /** The query cache, when a test looks into it. */
  client?: QueryClient;
}) {
  return (
    <Providers client={client}>
      <SiteContext.Provider value={statusWith(categories)}>{children}</SiteContext.Provider>
    </Providers>
  );
}

/** jsdom has no <dialog> methods; the modals need them. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
}
