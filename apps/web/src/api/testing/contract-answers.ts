// Test support: every answer a test's fake server gives is checked against the contract, so
// a fake cannot drift from what the real server sends. test-setup.ts wraps each fake fetch
// handed to `configureApiClient` with `checkedByContract` and fails the test after it when
// an answer did not match its endpoint's response schema.
import {
  agent,
  content,
  contentChat,
  deposit,
  failureEnvelope,
  games,
  lottery,
  member,
  rewards,
  session,
  studio,
  system,
  wallet,
  withdrawal,
} from '@croupier/contract';
import type { z } from 'zod';

type Checked = { method: string; pattern: RegExp; path: string; response: z.ZodType };

const endpoints: Checked[] = [
  system.endpoints,
  session.endpoints,
  member.endpoints,
  content.endpoints,
  contentChat.endpoints,
  deposit.endpoints,
  wallet.endpoints,
  withdrawal.endpoints,
  games.endpoints,
  games.bettingRecordEndpoints,
  studio.endpoints,
  lottery.endpoints,
  rewards.endpoints,
  agent.endpoints,
].flatMap((table) =>
  Object.values(table).map((endpoint) => ({
    method: endpoint.method,
    path: endpoint.path,
    pattern: new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`),
    response: endpoint.response,
  })),
);

const mismatches: string[] = [];

function endpointOf(method: string, pathname: string): Checked | undefined {
  return endpoints.find(
    (endpoint) => endpoint.method === method && endpoint.pattern.test(pathname),
  );
}

/** The fake fetch, each of its answers parsed with the response schema of its endpoint. */
export function checkedByContract(fake: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fake(input, init);
    const method = init?.method ?? 'GET';
    const url = new URL(String(input), 'http://site.test');
    const endpoint = endpointOf(method, url.pathname);
    if (!endpoint) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (body === undefined) return response;
    const success = (body as { success?: unknown }).success === true;
    const result = (success ? endpoint.response : failureEnvelope).safeParse(body);
    if (!result.success) {
      const issues = result.error.issues
        .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
        .join('; ');
      mismatches.push(`${method} ${endpoint.path}: ${issues}`);
    }
    return response;
  };
}

/** The mismatches found since the last call, then forgotten. */
export function takeContractMismatches(): string[] {
  return mismatches.splice(0);
}
