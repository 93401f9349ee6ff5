import { createHmac, timingSafeEqual } from 'node:crypto';
import { deposit as contract, toMajor, type GatewayCallbackBody } from '@croupier/contract';
import { AppError } from '../../../platform/http/app-error';
import type { PaymentMethodRow } from '../payment-settings/schema';

/** What a gateway needs to know to take a payment for a deposit order. */
export type GatewayOrder = {
  merchantCode: string;
  orderNo: string;
  /** Minor units. */
  amount: bigint;
  currency: string;
};

/**
 * A payment gateway as the deposit flow uses it: where to send the player to pay, and how to
 * tell a genuine callback from a forged one. Adapters for real providers implement this.
 */
export interface PaymentGateway {
  paymentUrl(order: GatewayOrder): string;
  /** The callback's content, or an AppError (401) when its signature does not hold. */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): GatewayCallbackBody;
}

export const signatureHeader = 'x-signature';

export const badSignature = () => AppError.of('gatewaySignatureInvalid');

/** `sha256=<hex>` of the HMAC-SHA256 of exactly these bytes. */
export function signPayload(secret: string, payload: string): string {
  return `sha256=${createHmac('sha256', secret).update(payload, 'utf8').digest('hex')}`;
}

/** Compares in constant time, so the time taken leaks nothing about the expected signature. */
export function signatureMatches(secret: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(signPayload(secret, payload));
  const given = Buffer.from(signature.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A gateway that speaks plain HTTP: the player is sent to its page with the order in the
 * query (signed, so the amount cannot be changed on the way), and it reports the outcome by
 * a JSON POST signed over the raw body with the method's shared secret.
 */
export class HttpPaymentGateway implements PaymentGateway {
  constructor(
    private readonly pageUrl: string,
    private readonly secret: string,
  ) {}

  paymentUrl(order: GatewayOrder): string {
    const query = new URLSearchParams({
      merchant: order.merchantCode,
      orderNo: order.orderNo,
      amount: toMajor(order.amount).toFixed(2),
      currency: order.currency,
    });
    query.set('signature', signPayload(this.secret, query.toString()));
    return `${this.pageUrl}${this.pageUrl.includes('?') ? '&' : '?'}${query}`;
  }

  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): GatewayCallbackBody {
    const signature = headers[signatureHeader];
    if (typeof signature !== 'string' || !signatureMatches(this.secret, rawBody, signature)) {
      throw badSignature();
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw AppError.of('malformedBody');
    }
    const result = contract.gatewayCallbackBody.safeParse(parsed);
    if (!result.success) {
      const fields = Object.fromEntries(
        result.error.issues.map((issue) => [`body.${issue.path.join('.')}`, 'field_invalid']),
      );
      throw AppError.of('invalidInput', { fields });
    }
    return result.data;
  }
}

/**
 * The adapter of a gateway method. The built-in demo gateway speaks the same signed HTTP
 * protocol as a real one (its page is served by this server), so its callbacks take exactly
 * the path a real gateway's do.
 */
export function gatewayOf(method: PaymentMethodRow): PaymentGateway {
  if (method.kind !== 'gateway' || !method.gatewaySecret || !method.gatewayUrl) {
    throw AppError.of('depositMethodUnavailable');
  }
  switch (method.gateway) {
    case 'demo':
    case 'http':
      return new HttpPaymentGateway(method.gatewayUrl, method.gatewaySecret);
    default:
      throw new Error(`no adapter for payment gateway ${method.gateway}`);
  }
}
