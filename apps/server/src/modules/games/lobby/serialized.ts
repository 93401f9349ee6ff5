import type { z } from 'zod';

/**
 * JSON answers derived from a cached value, kept as long as the value itself: keyed by the
 * value's identity (a refreshed value is a new object, so its answers are made again) and
 * the language. Each is checked against the route's response schema when made, as the
 * route's serializer would check it, and then sent as it is.
 */
export class SerializedAnswers {
  private readonly answers = new WeakMap<object, Map<string, string>>();

  constructor(private readonly schema: z.ZodType) {}

  answer(source: object, language: string, build: () => unknown): string {
    let byLanguage = this.answers.get(source);
    if (!byLanguage) this.answers.set(source, (byLanguage = new Map()));
    let json = byLanguage.get(language);
    if (json === undefined) {
      json = JSON.stringify(this.schema.parse(build()));
      byLanguage.set(language, json);
    }
    return json;
  }
}
