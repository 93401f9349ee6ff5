import type { WhitelabelNode } from './system';

/** Finds a module anywhere in the tree. */
export function findModule(tree: WhitelabelNode[], modId: string): WhitelabelNode | undefined {
  for (const node of tree) {
    if (node.modId === modId) return node;
    const found = findModule(node.childrenNodes, modId);
    if (found) return found;
  }
  return undefined;
}

/** A switch is on only when it exists and is '1' (spec §4 "Feature switches"). */
export function isModuleEnabled(tree: WhitelabelNode[], modId: string): boolean {
  return findModule(tree, modId)?.enabled === '1';
}
