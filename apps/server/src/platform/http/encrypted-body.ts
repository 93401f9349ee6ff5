import type { FastifyRequest } from 'fastify';
import { decryptPayload, encryptedPayload } from '../crypto/payload';
import { AppError } from './app-error';

export type PrivateKeyOf = (merchantId: number) => Promise<string>;

/**
 * A preValidation hook for calls whose body is encrypted (login, register, password
 * changes): an `{ encrypted: {key, iv, data} }` body is opened with the merchant's private
 * key and replaced by the JSON inside, which the route's schema then checks. A plain body
 * passes only when the merchant allows plaintext.
 */
export function decryptBody(privateKeyOf: PrivateKeyOf) {
  return async function (request: FastifyRequest): Promise<void> {
    const sealed = encryptedPayload.safeParse(request.body);
    if (!sealed.success) {
      const looksEncrypted =
        typeof request.body === 'object' && request.body !== null && 'encrypted' in request.body;
      if (looksEncrypted || !request.merchant.allowPlaintextPayloads) {
        throw AppError.of('payloadEncryptionRequired');
      }
      return;
    }
    try {
      request.body = decryptPayload(await privateKeyOf(request.merchant.id), sealed.data);
    } catch {
      throw AppError.of('payloadDecryptFailed');
    }
  };
}
