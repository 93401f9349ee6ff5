import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque, unguessable token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token or code: its SHA-256, so a leaked row opens nothing. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A numeric one-time code of `length` digits, uniform (crypto RNG, no modulo bias). */
export function numericCode(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}
