import type { session } from '@croupier/contract';
import type { z } from 'zod';
import { payloadAlgorithm } from '../../platform/crypto/payload';
import type { Database } from '../../platform/db/database';
import type { MerchantRow } from '../system/schema';
import * as system from '../system/service';

/**
 * What a client seals login, registration and password bodies with: the merchant's public
 * key and the scheme, and whether the merchant still takes those bodies in the clear.
 */
export async function payloadKey(
  db: Database,
  merchant: MerchantRow,
): Promise<z.infer<typeof session.rsaKey>> {
  const { publicKeyPem } = await system.getMerchantKeys(db, merchant.id);
  return {
    publicKey: publicKeyPem,
    algorithm: payloadAlgorithm,
    plaintextAllowed: merchant.allowPlaintextPayloads,
  };
}
