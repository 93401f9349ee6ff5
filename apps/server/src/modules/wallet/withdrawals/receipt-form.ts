import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { withdrawal as contract } from '@croupier/contract';
import { AppError } from '../../../platform/http/app-error';
import { nulFields } from '../../../platform/http/null-characters';
import { proofFile, proofTooBig, tooManyProofs, type ProofFile } from './receipt';

// The receipt's answer comes as multipart (with proof pictures) or JSON; Fastify's body
// validation cannot read a multipart form, so the fields are checked here the same way.

/** The form's text fields and its `proof` pictures, each checked by content and size. */
export async function readReceiptForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'proof') files.push(bytes);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw tooManyProofs();
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw proofTooBig();
    throw error;
  }
  const proofs: ProofFile[] = files.map(proofFile);
  return { fields, proofs };
}

/** The answer's fields, checked as the automatic body validation would (400 per field). */
export function parseReceipt(input: unknown) {
  // A multipart form passes no hook that reads bodies: its text is refused here the same way.
  const withNul = nulFields({ body: input });
  if (withNul) throw AppError.of('invalidInput', { fields: withNul });
  const parsed = contract.receiptBody.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw AppError.of('invalidInput', { fields: fieldErrors(parsed.error, input) });
}

function fieldErrors(error: z.ZodError, input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    const sent =
      typeof input === 'object' && input !== null
        ? (input as Record<string, unknown>)[key]
        : undefined;
    fields[`body.${key}`] =
      issue.code === 'custom' && /^[a-z][a-z0-9_]*$/.test(issue.message)
        ? issue.message
        : sent === undefined || sent === ''
          ? 'field_required'
          : 'field_invalid';
  }
  return fields;
}
