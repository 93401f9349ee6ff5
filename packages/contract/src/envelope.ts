import { z } from 'zod';

/**
 * Every answer of the platform family is wrapped in this envelope (wire conventions,
 * "Responses"). `message` of a failure is an i18n key that the client translates.
 */
export function envelope<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    message: z.string().nullable(),
    value: value.nullable(),
    errorCode: z.string().optional(),
  });
}

export const failureEnvelope = envelope(z.unknown());

export type Envelope<T> = {
  success: boolean;
  message: string | null;
  value: T | null;
  errorCode?: string;
};

/** Field-level problems of a 400 answer: `value.fields[path] = i18n key`. */
export const invalidInputValue = z.object({
  fields: z.record(z.string(), z.string()),
});
