import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, fillLengths, serverFieldError, serverFieldErrors } from './form-errors';

const schema = z.object({
  title: z.string().min(1).max(5),
  url: z.string().refine((url) => url.startsWith('https:'), { message: 'url_unsafe' }),
  theme: z.object({ accent: z.string().regex(/^#[0-9a-f]{6}$/) }),
});

describe('form errors', () => {
  it('maps a failed check to the server’s keys, first problem per field', () => {
    const input = { title: 'far too long', url: 'http://x', theme: { accent: 'red' } };
    expect(fieldErrorsOf(schema.safeParse(input).error?.issues, input)).toEqual({
      title: 'field_too_long',
      url: 'url_unsafe',
      'theme.accent': 'field_format',
    });
    expect(
      fieldErrorsOf(
        schema.safeParse({ title: 'ok', url: 'https://x', theme: { accent: '#000000' } }).error
          ?.issues,
        {},
      ),
    ).toBeNull();
  });

  it('says an empty field is required, and lets the app name fields and keys', () => {
    const input = { title: '', url: 'https://x', theme: { accent: '' } };
    const issues = schema.safeParse(input).error?.issues;
    expect(fieldErrorsOf(issues, input, { requiredWhenEmpty: true })).toEqual({
      title: 'field_required',
      'theme.accent': 'field_required',
    });
    expect(
      fieldErrorsOf(issues, input, {
        fieldOf: (path) => String(path[0]),
        keyOf: (field, key) => `${field}:${key}`,
      }),
    ).toEqual({ title: 'title:field_too_short', theme: 'theme:field_format' });
  });

  it('reads the server’s field errors', () => {
    const refusal = { value: { fields: { 'body.title': 'field_required', 'query.pageNo': 'x' } } };
    expect(serverFieldErrors(refusal)).toEqual({ title: 'field_required', pageNo: 'x' });
    expect(serverFieldErrors(refusal, (field, key) => `${field}.${key}`)).toEqual({
      title: 'title.field_required',
      pageNo: 'pageNo.x',
    });
    expect(serverFieldErrors(new Error('x'))).toBeNull();
    expect(serverFieldError(refusal, 'amount', 'title')).toBe('field_required');
    expect(serverFieldError(null, 'title')).toBeNull();
  });

  it('fills a pattern message’s lengths', () => {
    expect(fillLengths('6 (min) - (max) letters', { minLength: 6, maxLength: 12 })).toBe(
      '6 6 - 12 letters',
    );
    expect(fillLengths('(min) - (max) digits', { minLength: 4, maxLength: 4 })).toBe('4 digits');
    expect(fillLengths('Use (min) - (max) digits')).toBe('Use digits');
  });
});
