// The status call as the journeys watch it change.
import { expect, type APIRequestContext } from '@playwright/test';

export type Status = {
  maintenance: { enabled: boolean };
  regionRestriction: { restricted: boolean };
  info: {
    whitelabel: { modId: string; enabled: string; childrenNodes: unknown[] }[];
    resources: unknown[];
  };
};

/**
 * Waits until the status call carries a change made straight in the database: the server
 * answers it from its cache for up to a second (platform/cache), as it would after an
 * operator's tool wrote the row.
 */
export async function untilStatus(request: APIRequestContext, holds: (status: Status) => boolean) {
  await expect
    .poll(async () => holds((await (await request.get('/wps/system/status')).json()).value))
    .toBe(true);
}

/** Whether a module of the switch tree is on, wherever it sits in the tree. */
export function moduleOn(nodes: Status['info']['whitelabel'], modId: string): boolean {
  for (const node of nodes) {
    if (node.modId === modId) return node.enabled === '1';
    if (moduleOn(node.childrenNodes as Status['info']['whitelabel'], modId)) return true;
  }
  return false;
}
