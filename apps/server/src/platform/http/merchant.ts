import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * The brand of a request. Platform imports no module, so here it is only an id; the system
 * module, which owns the merchants table, widens it to the merchant's row by declaration
 * merging (system/schema.ts), and the lookup that fills it is injected (app.ts).
 */
export interface RequestMerchant {
  id: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand this request is for (wire conventions: header, then domain, then default). */
    merchant: RequestMerchant;
  }
  interface FastifyContextConfig {
    /**
     * A call that works before any brand exists (signing in to the console, its first
     * owner's setup, creating the first brand): without one, `request.merchant` stays null
     * instead of the call being refused. A Merchant header naming no brand is still refused.
     */
    withoutMerchant?: boolean;
  }
}

export type MerchantLookup = {
  byCode(code: string): Promise<RequestMerchant | undefined>;
  byDomain(domain: string): Promise<RequestMerchant | undefined>;
  byDefault(): Promise<RequestMerchant | undefined>;
};

/**
 * Resolves `request.merchant` for every route of the scope it is registered in. A
 * `Merchant` header naming no merchant is refused rather than silently served as another
 * brand; a missing header falls back to the domain (the `url` query of the status call, else
 * the Host), then to the default merchant.
 */
export function registerMerchantResolution(app: FastifyInstance, lookup: MerchantLookup): void {
  app.decorateRequest('merchant', null as unknown as RequestMerchant);
  app.addHook('onRequest', async (request) => {
    const merchant = await resolveMerchant(request, lookup);
    if (merchant) request.merchant = merchant;
    else if (!request.routeOptions.config?.withoutMerchant) throw AppError.of('unknownMerchant');
  });
}

async function resolveMerchant(
  request: FastifyRequest,
  lookup: MerchantLookup,
): Promise<RequestMerchant | undefined> {
  const header = request.headers.merchant;
  if (Array.isArray(header)) throw AppError.of('unknownMerchant');
  const code = header?.trim().toLowerCase();
  if (code) {
    const merchant = await lookup.byCode(code);
    if (!merchant) throw AppError.of('unknownMerchant');
    return merchant;
  }
  const domain = requestDomain(request);
  return (domain && (await lookup.byDomain(domain))) || (await lookup.byDefault());
}

function requestDomain(request: FastifyRequest): string | undefined {
  const url = (request.query as Record<string, unknown> | undefined)?.url;
  if (typeof url === 'string' && url) {
    try {
      return new URL(url.includes('://') ? url : `http://${url}`).hostname.toLowerCase();
    } catch {
      // An unparsable hint is ignored; the Host header still names a domain.
    }
  }
  return request.hostname?.toLowerCase();
}
