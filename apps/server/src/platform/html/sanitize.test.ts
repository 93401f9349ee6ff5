import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeRichText } from './sanitize';

describe('the rich-text policy', () => {
  it('keeps formatting, lists, links and pictures', () => {
    const html =
      '<h3>Deposits</h3><p><strong>Fast</strong> and <em>safe</em>.</p>' +
      '<ul><li>One</li></ul><a href="https://example.com/a" title="A">link</a>' +
      '<a href="/help#terms">terms</a><img src="https://cdn.example.com/b.png" alt="B">';
    expect(sanitizeRichText(html)).toBe(html.replace('alt="B">', 'alt="B" />'));
  });

  it('drops scripts with their text, styles, frames and forms', () => {
    const cleaned = sanitizeRichText(
      '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>' +
        '<form action="https://x.test"><input name="pw"></form>',
    );
    expect(cleaned).toBe('<p>Hi</p>');
  });

  it('drops event attributes and inline styles', () => {
    expect(
      sanitizeRichText('<p onclick="steal()" style="color:red" class="x" onmouseover="y()">Hi</p>'),
    ).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<img src="https://x.test/a.png" onerror="steal()">')).toBe(
      '<img src="https://x.test/a.png" />',
    );
  });

  it('allows only http(s) and site paths in links and pictures', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="//evil.test/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
  });

  it('keeps mail and phone links, never as a picture', () => {
    expect(
      sanitizeRichText('<a href="mailto:help@demo.test">m</a><a href="tel:+63123">t</a>'),
    ).toBe('<a href="mailto:help@demo.test">m</a><a href="tel:+63123">t</a>');
    expect(sanitizeRichText('<img src="mailto:help@demo.test">')).toBe('');
  });

  it('makes new-tab links unable to reach back to the site', () => {
    expect(sanitizeRichText('<a href="https://x.test" target="_top">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('picture and link addresses outside HTML', () => {
  it('keeps http(s) and site paths, drops everything else', () => {
    expect(safeUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeUrl('/demo/banners/a.svg')).toBe('/demo/banners/a.svg');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(safeUrl('//evil.test/a.png')).toBeNull();
    expect(safeUrl('/\\evil.test/a.png')).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});
