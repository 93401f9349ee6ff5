import { describe, expect, it } from 'vitest';
// The server's sanitiser, run here in a browser-like environment so both sides of the one
// policy (packages/contract html-policy.ts) meet on the same samples.
import { sanitizeRichText as serverSanitize } from '../../../../apps/server/src/platform/html/sanitize';
import { sanitizeRichText } from './sanitize';

/** Serialised by the DOM, so `<img />` and `<img>` compare equal. */
function normalised(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.innerHTML;
}

const samples = [
  '<h3>Deposits</h3><p><strong>Fast</strong> and <em>safe</em>.</p><ul><li>One</li></ul>',
  '<a href="https://example.com/a" title="A">link</a><a href="/help#terms">terms</a>',
  '<a href="mailto:help@demo.test">mail</a> <a href="tel:+63123">call</a>',
  '<a href="https://x.test" target="_top">x</a><a href="/p" target="_self">p</a>',
  '<img src="https://cdn.example.com/b.png" alt="B" width="10"><img src="/demo/a.svg">',
  '<img src="data:image/svg+xml;base64,PHN2Zz4="><img src="mailto:a@b.test"><img>',
  '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a>',
  '<a href="java&#x09;script:alert(1)">tab</a><a href="//evil.test/x">z</a>',
  '<p onclick="steal()" style="color:red" class="x">Hi</p><img src="https://x.test/a.png" onerror="s()">',
  '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>',
  '<form action="https://x.test"><input name="pw"></form><table><tbody><tr><td colspan="2" rowspan="1">c</td></tr></tbody></table>',
  '<blockquote><small>s</small><sub>1</sub><sup>2</sup><s>x</s><u>u</u></blockquote><hr><br>',
];

describe('the one rich-text policy', () => {
  it.each(samples)('the server stores what the kit renders: %s', (html) => {
    expect(sanitizeRichText(html)).toBe(normalised(serverSanitize(html)));
  });
});
