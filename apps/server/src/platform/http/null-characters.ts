import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes } from '@croupier/contract';
import { AppError } from './app-error';

const nul = '\u0000';

/**
 * Refuses any call whose query, path parameters or body hold U+0000 with the validation
 * answer (400 `invalid_input`, `field_invalid` per field), before any handler runs. No
 * legitimate text of this product holds one, and PostgreSQL refuses it in text: without this
 * guard each such value ended as a 500. Runs once the body is in its final form (a decrypted
 * payload, a vendor's signed body parsed after its check); a session check comes before it.
 */
export function refuseNullCharacters(app: FastifyInstance): void {
  // A callback, not async: every request runs it, and most carry nothing to look at.
  app.addHook('preHandler', (request, _reply, done) => {
    const fields = fieldsHoldingNul(request);
    if (!fields) return done();
    const { code, message, status } = errorCodes.invalidInput;
    done(new AppError(code, message, status, { fields }));
  });
}

function fieldsHoldingNul(request: FastifyRequest): Record<string, string> | undefined {
  const { query, params, body } = request;
  if (isEmpty(query) && isEmpty(params) && body === undefined) return undefined;
  return nulFields({ querystring: query, params, body });
}

function isEmpty(input: unknown): boolean {
  if (input === undefined || input === null) return true;
  for (const _key in input as object) return false;
  return true;
}

/**
 * The fields of `inputs` (by where they came: `body`, `querystring`...) that hold U+0000, as
 * the validation answer names them; undefined when none does. For input read by a handler
 * itself (a multipart form), which the hook above cannot see.
 */
export function nulFields(inputs: Record<string, unknown>): Record<string, string> | undefined {
  let fields: Record<string, string> | undefined;
  for (const [context, input] of Object.entries(inputs)) {
    // The answer names the top-level field, as the client's form knows it.
    for (const [name, value] of topLevelEntries(input)) {
      if (name.includes(nul) || holdsNul(value)) {
        fields ??= {};
        fields[name === '' ? context : `${context}.${name}`] = 'field_invalid';
      }
    }
  }
  return fields;
}

function topLevelEntries(input: unknown): Array<[string, unknown]> {
  if (Array.isArray(input)) return input.map((value, index) => [String(index), value]);
  if (isPlainObject(input)) return Object.entries(input);
  return [['', input]];
}

/**
 * Whether a string anywhere in `value` (keys included) holds U+0000. Iterative: a body may
 * nest deeper than the call stack. Only JSON-shaped values are searched: bytes of an upload
 * may hold zeros and are no text.
 */
function holdsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes(nul)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (isPlainObject(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes(nul)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
