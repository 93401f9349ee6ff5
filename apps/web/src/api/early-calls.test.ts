import fs from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeAnnouncementsQuery } from '../features/home/announcements';
import { systemStatusQuery } from './system-status';
import { announcementOf, statusWith } from './testing/fixtures';
import { configureApiClient } from './client';
import { fetchWithEarlyCalls, type EarlyCall } from './early-calls';

// The script at the top of index.html, as the build writes it (no VITE_MERCHANT_CODE).
const indexHtml = fs.readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
const earlyScript = /<head>[\s\S]*?<script>([\s\S]*?)<\/script>/
  .exec(indexHtml)![1]!
  .replace("'%EARLY_MERCHANT_FALLBACK%'", '""');

const status = statusWith();
const announcements = {
  banners: [
    announcementOf({ id: 1, groupName: 'w_login', url: '/banners/login.svg' }),
    announcementOf({ id: 2, groupName: 'home', url: '/banners/welcome.svg' }),
  ],
  player: [],
  popup: [],
  promotion: [],
};

function answer(url: string): Response {
  const value = url.startsWith('/wps/system/status') ? status : announcements;
  return new Response(JSON.stringify({ success: true, message: null, value }), {
    headers: { 'content-type': 'application/json' },
  });
}

/** Runs index.html's script with a browser fetch that answers both calls. */
function startEarlyCalls(): EarlyCall[] {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
  new Function(earlyScript)();
  return window.__earlyCalls!;
}

/**
 * The app's start-up calls as main.tsx makes them, together, through the API client as it
 * configures it. (Asked after the status, the announcements would carry the merchant the
 * status named, and go to the network again.)
 */
async function appStartUp(calls: EarlyCall[], language: string, signedIn: boolean) {
  const network = vi.fn(async (input: RequestInfo | URL) => answer(String(input)));
  configureApiClient({
    fetch: fetchWithEarlyCalls(calls, network),
    session: sessionStorage,
    language: () => language.split('-')[0]!,
    merchantFallback: undefined,
  });
  const client = new QueryClient();
  const [site, home] = await Promise.all([
    client.fetchQuery(systemStatusQuery),
    client.fetchQuery(homeAnnouncementsQuery(language, signedIn)),
  ]);
  return { network, site, home };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/index');
  document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__earlyCalls;
});

describe('the calls index.html starts before the code arrives', () => {
  it('are the very requests the app makes, so a first visit asks nothing twice', async () => {
    const calls = startEarlyCalls();
    expect(calls.map((call) => call.url)).toEqual([
      `/wps/system/status?url=${encodeURIComponent(window.location.host)}`,
      '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU&platform=W&execution=B',
    ]);

    const { network, site, home } = await appStartUp(calls, 'en', false);
    expect(network).not.toHaveBeenCalled();
    expect(site).toEqual(status);
    expect(home).toEqual(announcements);
  });

  it("carry a returning member's language, merchant and token", async () => {
    localStorage.setItem('language', 'vi');
    sessionStorage.setItem('merchantCode', 'demo');
    sessionStorage.setItem('token', 'tok-123');
    const calls = startEarlyCalls();
    expect(calls[0]!.headers).toEqual({
      Language: 'VI',
      Device: 'web',
      Merchant: 'demo',
      Authorization: 'tok-123',
    });

    const { network } = await appStartUp(calls, 'vi', true);
    expect(network).not.toHaveBeenCalled();
  });

  it('ask for the announcements only on the pages that show the home page', () => {
    window.history.replaceState(null, '', '/promotions');
    expect(startEarlyCalls().map((call) => call.url)).toEqual([
      expect.stringMatching(/^\/wps\/system\/status\?/),
    ]);
  });

  it("fetch the carousel's first banner image, not a sign-in modal's", async () => {
    startEarlyCalls();
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel=preload][as=image]')).not.toBeNull(),
    );
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel=preload][as=image]')!;
    expect(preload.getAttribute('href')).toBe('/banners/welcome.svg');
  });
});

describe('answering from the early calls', () => {
  const early = (url: string, headers: Record<string, string>): EarlyCall => ({
    url,
    headers,
    response: Promise.resolve(new Response('early')),
  });
  const headers = { Language: 'EN', Device: 'web' };

  it('answers the same request once, then asks the network', async () => {
    const network = vi.fn(async () => new Response('network'));
    const fetch = fetchWithEarlyCalls([early('/a?x=1', headers)], network);
    expect(
      await (await fetch('/a?x=1', { headers: { Device: 'web', Language: 'EN' } })).text(),
    ).toBe('early');
    expect(await (await fetch('/a?x=1', { headers })).text()).toBe('network');
  });

  it('leaves other requests to the network: other headers, URL or method', async () => {
    const network = vi.fn(async () => new Response('network'));
    const fetch = fetchWithEarlyCalls([early('/a', headers)], network);
    await fetch('/a', { headers: { ...headers, Language: 'VI' } });
    await fetch('/b', { headers });
    await fetch('/a', { method: 'POST', headers });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('asks the network again when the early call failed', async () => {
    const network = vi.fn(async () => new Response('network'));
    const failed = { ...early('/a', headers), response: Promise.reject(new TypeError('offline')) };
    const fetch = fetchWithEarlyCalls([failed], network);
    expect(await (await fetch('/a', { headers })).text()).toBe('network');
  });
});
