// The game-list page with a 10,000-game catalogue, in Debian's Chromium (a phase of
// `npm run web -w bench`, after the build; BENCH_LOBBY=0 skips it). The built site runs on
// 127.0.0.1 with the demo data plus `seedLargeCatalogue`; the page is paged by the server (24
// a page), so the browser never holds more than a page of cards. Prints the time from
// navigation to the first 24 cards, from a pager click to the next page's cards (median and
// worst of several), and from a vendor tab to its first page.
// puppeteer-core: the same Chromium driver lighthouse uses.
import puppeteer, { type Page } from 'puppeteer-core';
import { seedLargeCatalogue } from '@croupier/server/demo-games';
import { createTestContext } from '@croupier/server/testing';

const catalogueSize = Number(process.env.BENCH_GAMES ?? 10_000);
const pageSwitches = 12;

/**
 * In the page: clicks `selector`, then resolves with the ms until the grid shows other games,
 * settled, and the ms of that after the list's answer had arrived. A string, so the script runner's helpers (tsx names functions) stay out of the page.
 */
const gridChangeScript = `async (selector) => {
  const firstCard = () => document.querySelector('[data-testid="game-card"]')?.dataset.nodeId;
  const grid = () => document.querySelector('[data-testid="game-grid"]');
  const before = firstCard();
  const started = performance.now();
  const done = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (firstCard() !== before && grid()?.getAttribute('aria-busy') !== 'true') {
        observer.disconnect();
        const shown = performance.now();
        // The list's answer: what came after it is the page's own work (React, layout).
        const answer = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('GCSGAME_gameList') && entry.name.includes('pageSize=24'))
          .at(-1);
        resolve([shown - started, answer ? shown - answer.responseEnd : NaN]);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  document.querySelector(selector).click();
  return done;
}`;

function timeGridChange(page: Page, selector: string): Promise<[number, number]> {
  return page.evaluate(`(${gridChangeScript})(${JSON.stringify(selector)})`) as Promise<
    [number, number]
  >;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureLobbyPage(webDist: string): Promise<void> {
  const ctx = await createTestContext({ WEB_DIST: webDist });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const { rows } = await ctx.database.execute("select id from merchants where code = 'demo'");
    await seedLargeCatalogue(ctx.database.db, Number(rows[0]!.id), catalogueSize);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const page = await browser.newPage();
    await page.setViewport({ width: 1366, height: 900 });

    const firstPage = async () => {
      await page.goto(`${base}/rng`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(
        'document.querySelectorAll(\'[data-testid="game-card"]\').length === 24',
        { timeout: 60_000 },
      );
      return page.evaluate('performance.now()') as Promise<number>;
    };
    const cold = await firstPage();
    const warm = await firstPage();
    const count = await page.$eval('[data-testid="game-count"]', (element) => element.textContent);

    const switches: [number, number][] = [];
    for (let index = 0; index < pageSwitches; index += 1)
      switches.push(await timeGridChange(page, '[data-testid="game-pages"] li:last-child button'));
    const [vendor, vendorRender] = await timeGridChange(
      page,
      '[data-testid="vendor-tabs"] li:nth-child(3) a',
    );
    const cards = await page.$$eval('[data-testid="game-card"]', (elements) => elements.length);
    const totals = switches.map(([total]) => total);
    const renders = switches.map(([, render]) => render);

    console.log(`Game-list page /rng with ${catalogueSize.toLocaleString('en')} games (${count}):`);
    console.log(
      `  first 24 cards after navigation  ${cold.toFixed(0)} ms cold, ${warm.toFixed(0)} ms warm`,
    );
    console.log(
      `  pager click → next 24 cards      median ${median(totals).toFixed(0)} ms, worst ${Math.max(...totals).toFixed(0)} ms` +
        ` (${pageSwitches} pages); after the answer: median ${median(renders).toFixed(0)} ms, worst ${Math.max(...renders).toFixed(0)} ms`,
    );
    console.log(
      `  vendor tab → its first page      ${vendor.toFixed(0)} ms (${vendorRender.toFixed(0)} ms after the answer)`,
    );
    console.log(`  cards in the document            ${cards}`);
  } finally {
    await browser.close();
    await ctx.close();
  }
}
