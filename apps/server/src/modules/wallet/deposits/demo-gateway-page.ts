import { minorUnitsPerMajor } from '@croupier/contract';

/** Text of the page as HTML: every value shown goes through this, order numbers included. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** Minor units as the site shows money: 1234567 → `12,345.67` (2 decimals, comma thousands). */
export function formatMinor(minor: bigint): string {
  const whole = (minor / minorUnitsPerMajor).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (minor % minorUnitsPerMajor).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}

export type DemoPaymentView = {
  merchantName: string;
  merchantCode: string;
  currencySymbol: string;
  orderNo: string;
  methodName: string;
  amount: bigint;
  status: string;
  returnUrl: string;
};

/**
 * Headers of the page: it loads nothing from anywhere, may post only to this server, and may
 * not be framed (a framed pay button is a click-jacking target).
 */
export const demoPageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

const style = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #eef1f6; color: #1d2433; }
  main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff;
         border-radius: 12px; box-shadow: 0 4px 20px rgba(0,0,0,.08); }
  .banner { margin: 0 0 1rem; padding: .6rem .8rem; border-radius: 8px; background: #fff4d6;
            color: #6b4d00; font-weight: 600; border: 1px solid #f0d27a; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #5b6478; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  .amount { font-size: 1.4rem; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; }
  button, a.back { flex: 1; min-width: 9rem; padding: .8rem 1rem; border-radius: 8px; border: 0;
           font: inherit; font-weight: 600; cursor: pointer; text-align: center; text-decoration: none; }
  .complete { background: #1b7f3b; color: #fff; } .fail { background: #b3261e; color: #fff; }
  a.back { background: #2d3a5a; color: #fff; }
  button:focus-visible, a.back:focus-visible { outline: 3px solid #2f6fed; outline-offset: 2px; }
  p.note { color: #5b6478; font-size: .875rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<p class="banner" role="note">Demo payment gateway — no real money</p>
${body}
</main>
</body>
</html>`;
}

/** The demo gateway's payment page: the order, and buttons to complete or fail the payment. */
export function demoPaymentPage(view: DemoPaymentView): string {
  const details = `
<h1>Pay ${escapeHtml(view.merchantName)}</h1>
<dl>
  <dt>Order</dt><dd>${escapeHtml(view.orderNo)}</dd>
  <dt>Method</dt><dd>${escapeHtml(view.methodName)}</dd>
  <dt>Amount</dt><dd class="amount">${escapeHtml(view.currencySymbol)} ${escapeHtml(formatMinor(view.amount))}</dd>
  <dt>Status</dt><dd>${escapeHtml(view.status)}</dd>
</dl>`;
  if (view.status !== 'pending') {
    return page(
      'Demo payment gateway',
      `${details}
<p>This order is already settled.</p>
<div class="actions"><a class="back" href="${escapeHtml(view.returnUrl)}">Back to the site</a></div>`,
    );
  }
  return page(
    'Demo payment gateway',
    `${details}
<form method="post" action="/demo-gateway/pay">
  <input type="hidden" name="merchant" value="${escapeHtml(view.merchantCode)}">
  <input type="hidden" name="orderNo" value="${escapeHtml(view.orderNo)}">
  <input type="hidden" name="returnUrl" value="${escapeHtml(view.returnUrl)}">
  <div class="actions">
    <button class="complete" type="submit" name="outcome" value="complete">Complete payment</button>
    <button class="fail" type="submit" name="outcome" value="fail">Fail payment</button>
  </div>
</form>
<p class="note">Nothing is charged. Pressing a button sends the gateway's signed callback to
the site, exactly as a real payment provider would.</p>`,
  );
}

/** The page for an order this gateway does not know. */
export function demoNotFoundPage(): string {
  return page(
    'Demo payment gateway',
    '<h1>Order not found</h1><p>This payment link is not valid.</p>',
  );
}
