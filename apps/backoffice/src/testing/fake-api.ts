import { errorCodes, type consoleAccess } from '@croupier/contract';
import { configureApiClient } from '../api/client';
import { consoleSession } from '../api/console-session';
import { merchantChoice } from '../api/merchant-choice';

/** One call the console made, as the server would have received it. */
export type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const ok = (value: unknown) => json(200, { success: true, message: null, value });

export const failure = (status: number, message: string, errorCode?: string) =>
  json(status, { success: false, message, value: null, errorCode });

/**
 * Answers the console's calls at the client's boundary (its `fetch`) with `route`, and records
 * them. A call `route` does not answer gets the server's 404 envelope.
 */
export function serveApi(route: (call: Call) => Response | undefined): Call[] {
  const calls: Call[] = [];
  configureApiClient({
    language: () => 'en',
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://console.test');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: { ...(init?.headers as Record<string, string>) },
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return route(call) ?? failure(404, 'not_found', 'route.not.found');
    },
  });
  return calls;
}

/** A console with nothing remembered: no session, no chosen merchant. */
export function resetConsole(): void {
  consoleSession.end('signed_out');
  merchantChoice.clear();
}

export const demoMerchant = {
  code: 'demo',
  name: 'Demo Casino',
  currency: 'PHP',
  currencySymbol: 'P',
  isDefault: true,
  logoUrl: null,
  theme: {
    primary: '#123456',
    accent: '#654321',
    background: '#000000',
    surface: '#111111',
    text: '#ffffff',
  },
  domains: ['localhost'],
};

/** The signed-in staff member as `GET /bo/session/me` answers, in the role a test needs. */
export function staffMe(
  role: consoleAccess.StaffRole,
  username = `${role}-1`,
): consoleAccess.StaffMe {
  return { staffId: 7, username, role, expiresAt: '2030-01-01T00:00:00Z' };
}

/**
 * A deployment that starts with no brand, as the server runs one: the merchant list is empty
 * until an owner creates the first brand (which becomes the default), and every other `/bo`
 * call answers "unknown merchant" meanwhile. `route` answers the rest (staff, once a brand
 * exists the sections' calls).
 */
export function serveBrandlessDeployment(
  staff: consoleAccess.StaffMe,
  route: (call: Call) => Response | undefined = () => undefined,
): { calls: Call[]; brands: unknown[] } {
  const brands: unknown[] = [];
  const { code, message, status } = errorCodes.unknownMerchant;
  const calls = serveApi((call) => {
    if (call.path === '/bo/session/me') return ok(staff);
    if (call.path === '/bo/merchants' && call.method === 'GET') return ok(brands);
    if (call.path === '/bo/merchants' && call.method === 'POST') {
      const draft = call.body as Record<string, unknown>;
      const { copySettingsFrom: _template, ...fields } = draft;
      const brand = {
        ...fields,
        isDefault: brands.length === 0,
        createdAt: '2026-03-01T09:00:00Z',
      };
      brands.push(brand);
      return ok(brand);
    }
    if (call.path.startsWith('/bo/staff')) return route(call);
    return brands.length === 0 ? failure(status, message, code) : route(call);
  });
  return { calls, brands };
}
