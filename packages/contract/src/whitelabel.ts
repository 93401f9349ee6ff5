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

/**
 * A switch is on only when it exists and is '1' (spec §4 "Feature switches"), and so are
 * the groups it sits in: switching REGISTER off in the console switches off every way to
 * register, as the console shows by greying the group's switches.
 */
export function isModuleEnabled(tree: WhitelabelNode[], modId: string): boolean {
  return tree.some(
    (node) =>
      node.enabled === '1' && (node.modId === modId || isModuleEnabled(node.childrenNodes, modId)),
  );
}
