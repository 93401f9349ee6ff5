import { z } from 'zod';

// The kinds of free-text field people type and others read: one check per kind, used by
// every request that takes such a field, so a value refused in one place is refused in all.

/** The message key of a plain-text field holding markup or control characters. */
export const plainTextMessage = 'field_plain_text';

/**
 * What plain text never needs: `<` and `>`, which open and close markup wherever the text is
 * put into a page, an e-mail or another system's back office; control characters (line
 * breaks and tabs too: these are one-line fields), which forge lines in logs and exports;
 * and the bidirectional overrides and isolates, which make a name read as another one.
 */
const notPlainText = /[<>\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export function isPlainText(value: string): boolean {
  return !notPlainText.test(value);
}

/**
 * A one-line text shown as text: a nickname, the name on a bank account, a bank's, brand's
 * or vendor's name, a title. Trimmed and bounded; accents, apostrophes and ampersands are
 * welcome, markup and control characters are refused with `field_plain_text`.
 */
export function plainText({ min = 0, max }: { min?: number; max: number }) {
  return z.string().trim().min(min).max(max).refine(isPlainText, { message: plainTextMessage });
}

/**
 * An e-mail address, wherever one is given (registration, the member's profile, the brand's
 * support address): trimmed, at most 254 characters (RFC 5321), and of the usual form, which
 * has no room for quotes, markup or spaces. A wrong one is `field_format`.
 */
export const email = z.string().trim().max(254).email();

/**
 * An optional field of a form some clients send whole, filled in or not: blank means not
 * given, and only a value is checked.
 */
export function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}
