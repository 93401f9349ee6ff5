import fs from 'node:fs';

/**
 * PGlite does not guard its files against a second process; two writers would corrupt
 * them. A lock file with the owner's pid refuses the second opener with a clear message,
 * and a lock left by a process that died is taken over.
 */
export function acquireDataDirLock(lockPath: string): () => void {
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(fs.readFileSync(lockPath, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database at ${lockPath.replace(/croupier\.lock$/, '')} is in use by process ${owner}. ` +
          'Stop that server first, or set DATABASE_URL to use a PostgreSQL server.',
      );
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => fs.rmSync(lockPath, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
