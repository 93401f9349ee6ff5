import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trialAccountType } from '@croupier/contract';
import { AppError } from './app-error';

export type Principal = {
  sessionId: bigint;
  memberId: bigint;
  merchantId: number;
  username: string;
  accountType: number;
  mustChangePassword: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by `requireMember`; null on public calls. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** The hooks of player routes (`playerRoutes` picks one by its access). */
    memberAuth: AuthHooks;
  }
  interface FastifyContextConfig {
    /** Calls a member may make while a password change is due (info, change, logout). */
    allowPendingPasswordChange?: boolean;
  }
}

export type Authenticate = (token: string, merchantId: number) => Promise<Principal | undefined>;

/** Trial accounts (type 4) have no real-account features (spec §6). */
export { trialAccountType };

/** The raw token of the `Authorization` header; a `Bearer ` prefix is tolerated. */
export function headerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return (typeof header === 'string' && header.replace(/^Bearer\s+/i, '').trim()) || undefined;
}

/** A player's token: the `Authorization` header, or `token` in the query of a GET relay. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const fromHeader = headerToken(request);
  if (fromHeader) return fromHeader;
  const query = request.query as Record<string, unknown> | undefined;
  return request.method === 'GET' && typeof query?.token === 'string' && query.token
    ? query.token
    : undefined;
}

/**
 * Hooks for routes that need a session. `requireMember` answers 401 `login.not.session`
 * without a live one, and 403 `in_first_password` while a forced password change is due;
 * `requireRealAccount` also refuses trial accounts with `in_need_true_account`.
 */
export function createAuthHooks(authenticate: Authenticate) {
  async function requireMember(request: FastifyRequest): Promise<void> {
    const token = tokenOf(request);
    const principal = token ? await authenticate(token, request.merchant.id) : undefined;
    if (!principal) throw AppError.of('notSession');
    if (principal.mustChangePassword && !request.routeOptions.config.allowPendingPasswordChange) {
      throw AppError.of('passwordChangeRequired');
    }
    request.principal = principal;
  }

  async function requireRealAccount(request: FastifyRequest): Promise<void> {
    await requireMember(request);
    if (request.principal?.accountType === trialAccountType) {
      throw AppError.of('realAccountRequired');
    }
  }

  /**
   * For public calls that note who is asking (feedback): the member of a live session, or
   * a guest. An ended or unknown token is a guest, never a 401 (wire conventions).
   */
  async function identifyMember(request: FastifyRequest): Promise<void> {
    const token = tokenOf(request);
    request.principal = (token && (await authenticate(token, request.merchant.id))) || null;
  }

  return { requireMember, requireRealAccount, identifyMember };
}

export type AuthHooks = ReturnType<typeof createAuthHooks>;

export function decoratePrincipal(app: FastifyInstance, hooks: AuthHooks): void {
  app.decorateRequest('principal', null);
  app.decorate('memberAuth', hooks);
}
