import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isSafeUrl, plainText, RichText } from './index';

function renderHtml(html: string): HTMLElement {
  render(<RichText html={html} testId="rich" />);
  return screen.getByTestId('rich');
}

describe('RichText', () => {
  it('keeps formatting, lists, tables, links and pictures', () => {
    const box = renderHtml(
      '<h3>Rules</h3><p><strong>Bold</strong> and <em>soft</em></p><ul><li>one</li></ul>' +
        '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>' +
        '<a href="/help#terms">terms</a><a href="mailto:help@demo.test">mail</a>' +
        '<a href="tel:+63123">call</a><img src="/demo/a.svg" alt="A">',
    );
    expect(box.querySelector('h3')?.textContent).toBe('Rules');
    expect(box.querySelector('strong')?.textContent).toBe('Bold');
    expect(box.querySelector('td')?.getAttribute('colspan')).toBe('2');
    const [path, mail, phone] = box.querySelectorAll('a');
    expect(path!.getAttribute('href')).toBe('/help#terms');
    expect(path!.hasAttribute('target')).toBe(false);
    expect(mail!.getAttribute('href')).toBe('mailto:help@demo.test');
    expect(mail!.hasAttribute('target')).toBe(false);
    expect(phone!.getAttribute('href')).toBe('tel:+63123');
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('A');
    expect(box.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('never lets a script, an event attribute or a javascript: link reach the DOM', () => {
    const box = renderHtml(
      '<p>before</p><script>window.__ran = 1</script>' +
        '<img src="x" onerror="window.__ran = 2"><p onclick="window.__ran = 3">click</p>' +
        '<a href="javascript:window.__ran=4">link</a><a href=" JaVaScRiPt:alert(1)">spaced</a>' +
        '<a href="java&#x09;script:alert(1)">tab</a>' +
        '<iframe src="https://evil.test"></iframe><svg><script>1</script></svg>' +
        '<style>body{display:none}</style><form action="/x"><input name="a"></form>',
    );
    expect(box.querySelector('script, iframe, svg, style, form, input')).toBeNull();
    for (const element of box.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute.startsWith('on')).toBe(false);
      }
    }
    for (const link of box.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/script:/i);
    }
    expect(box.innerHTML).not.toMatch(/javascript|onerror|onclick|__ran/i);
    expect((window as { __ran?: number }).__ran).toBeUndefined();
    expect(box.textContent).toContain('before');
  });

  it('drops data: and protocol-relative addresses, and pictures left without one', () => {
    const box = renderHtml(
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="d"><img src="//evil.test/x.png">' +
        '<img src="mailto:a@b.test"><a href="//evil.test">x</a><a href="data:text/html,hi">y</a>',
    );
    expect(box.querySelector('img')).toBeNull();
    for (const link of box.querySelectorAll('a')) expect(link.hasAttribute('href')).toBe(false);
  });

  it('opens other sites in a new tab without handing over this page', () => {
    const box = renderHtml(
      '<a href="https://example.org/rules">out</a><a href="/promotions" target="_self">in</a>',
    );
    const [out, inside] = box.querySelectorAll('a');
    expect(out!.getAttribute('target')).toBe('_blank');
    expect(out!.getAttribute('rel')).toBe('noopener noreferrer');
    // Any target becomes a new tab with noopener: a named frame could otherwise be reused.
    expect(inside!.getAttribute('target')).toBe('_blank');
    expect(inside!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('judges addresses as the server does', () => {
    expect(isSafeUrl('https://cdn.test/a.png')).toBe(true);
    expect(isSafeUrl('/demo/a.svg', 'src')).toBe(true);
    expect(isSafeUrl('mailto:help@demo.test')).toBe(true);
    expect(isSafeUrl('mailto:help@demo.test', 'src')).toBe(false);
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeUrl('java\tscript:alert(1)')).toBe(false);
    expect(isSafeUrl('vbscript:x')).toBe(false);
    expect(isSafeUrl('//evil.test')).toBe(false);
    expect(isSafeUrl('\\\\evil.test')).toBe(false);
  });

  it('summarises HTML as one line of text', () => {
    expect(plainText('<p>One</p><p>Two<br>three</p><script>x</script>')).toBe('One Two three');
  });
});
