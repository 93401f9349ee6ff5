import { describe, expect, it } from 'vitest';
import { fieldMessageKey } from './field-messages';
import { blankAsAbsent, email, plainText } from './text-fields';

const keysOf = (result: { error?: { issues: { code: string; message: string }[] } }) =>
  result.error?.issues.map((issue) => fieldMessageKey(issue.code, issue.message)) ?? [];

describe('plain text', () => {
  const name = plainText({ min: 1, max: 40 });

  it('refuses markup, control characters and bidirectional overrides', () => {
    for (const text of [
      '<b>x</b>',
      'a > b',
      '"><svg/onload=alert(1)>',
      'two\nlines',
      'tab\there',
      'bell\u0007',
      'del\u007f',
      'c1\u0085',
      'abc\u202Edef',
      'iso\u2066late',
    ]) {
      expect(keysOf(name.safeParse(text)), JSON.stringify(text)).toEqual(['field_plain_text']);
    }
  });

  it('takes accents, apostrophes, ampersands, quotes and emoji, trimmed', () => {
    for (const text of ['Đặng Thị Mỹ Hạnh', "O'Brien & Sons", 'Café "Lucky" #1', 'Rồng 🐉']) {
      expect(name.parse(`  ${text} `)).toBe(text);
    }
  });

  it('keeps its bounds', () => {
    expect(keysOf(name.safeParse('  '))).toEqual(['field_too_short']);
    expect(keysOf(name.safeParse('x'.repeat(41)))).toEqual(['field_too_long']);
  });
});

describe('e-mail addresses', () => {
  it('refuses markup, quotes and spaces, and takes the usual forms', () => {
    for (const address of ['"><svg/onload=alert(1)>@x.co', 'a<b>@x.co', 'a b@x.co', 'a@b']) {
      expect(keysOf(email.safeParse(address)), address).toEqual(['field_format']);
    }
    expect(email.parse(" O'Brien+vip@Example.com.vn ")).toBe("O'Brien+vip@Example.com.vn");
  });

  it('takes a blank optional address as none', () => {
    const optional = blankAsAbsent(email);
    expect(optional.parse('  ')).toBeUndefined();
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.safeParse('nope').success).toBe(false);
  });
});
