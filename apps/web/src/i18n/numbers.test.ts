import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('a count in the visitor’s language', () => {
  it('is grouped as the language groups thousands', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'vi')).toBe('1.234.567');
    expect(formatCount(1234567, 'th')).toBe('1,234,567');
    expect(formatCount(1234567, 'zh')).toBe('1,234,567');
  });
});
