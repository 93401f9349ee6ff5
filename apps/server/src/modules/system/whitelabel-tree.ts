import type { WhitelabelNode } from '@croupier/contract';

type ModuleRow = { modId: string; parentModId: string | null; enabled: boolean };

/**
 * Builds the nested switch tree from flat rows (already in display order). A row whose
 * parent is missing is kept at the top level rather than lost.
 */
export function buildWhitelabelTree(rows: ModuleRow[]): WhitelabelNode[] {
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows) {
    nodes.set(row.modId, { modId: row.modId, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
  }
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.modId)!;
    const parent = row.parentModId ? nodes.get(row.parentModId) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}
