import { randomBytes } from 'node:crypto';
import type { consoleGames } from '@croupier/contract';
import { recordAudit, type AuditActor } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { forgetCachedLobby } from '../catalogue/service';
import { forgetVendorSecrets } from '../seamless/service';
import {
  findConnection,
  insertConnection,
  listConnections,
  lockConnection,
  updateConnection,
  type ConnectionRow,
} from './vendor-queries';

// How the platform reaches its vendors (the console's Games → Connections): owners add a
// third-party vendor or aggregator speaking the seamless-wallet API, change its name, launch
// address and demo flag, and give it a new HMAC secret. Connections hold for every brand of
// the deployment, so their audit entries belong to no merchant. The secret is answered once,
// when it is made, and is in no list and no audit entry: whoever holds it can move players'
// money through `/seamless/...` as that vendor.

/** 256 bits, as hex: easy to paste into a vendor's back office without escaping. */
const newVendorSecret = () => randomBytes(32).toString('hex');

/** A refusal that reads like the contract's own field errors (400, `value.fields`). */
const fieldError = (field: string, messageKey: string) =>
  AppError.of('invalidInput', { fields: { [`body.${field}`]: messageKey } });

function toConnection(row: ConnectionRow): consoleGames.VendorConnection {
  return {
    code: row.code,
    name: row.name,
    adapter: row.adapter as consoleGames.VendorConnection['adapter'],
    launchUrl: row.launchUrl,
    hasSecret: row.hasSecret,
    demoOnly: row.demoOnly,
    maintenance: row.maintenance,
    games: row.games,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function vendorConnections(db: Database): Promise<consoleGames.VendorConnection[]> {
  return (await listConnections(db)).map(toConnection);
}

/**
 * Adds a seamless vendor with a secret made here. The vendor is in the catalogue at once
 * (no brand offers it until an operator switches it on in the vendor list); its games come
 * with the vendor's catalogue import.
 */
export async function createVendorConnection(
  db: Database,
  actor: AuditActor,
  body: consoleGames.ConnectionCreateBody,
): Promise<consoleGames.ConnectionCreated> {
  const secret = newVendorSecret();
  const connection = await db.transaction(async (tx) => {
    const vendorId = await insertConnection(tx, { ...body, seamlessSecret: secret });
    if (vendorId === undefined) throw AppError.of('vendorExists');
    const created = toConnection((await findConnection(tx, body.code))!);
    await recordAudit(tx, {
      staff: actor,
      merchantId: null,
      action: 'vendor.connection.create',
      target: `vendor:${body.code}`,
      before: null,
      after: {
        code: created.code,
        name: created.name,
        adapter: created.adapter,
        launchUrl: created.launchUrl,
        demoOnly: created.demoOnly,
        secretIssued: true,
      },
    });
    return created;
  });
  forgetVendorSecrets();
  return { connection, secret };
}

/**
 * What a change may touch on this vendor. The studio's games are served by this site and
 * move money inside the server, and demo vendors launch nothing: neither has a launch
 * address or a secret, and their demo flag follows from what they are.
 */
function checkChangeFits(adapter: string, change: consoleGames.ConnectionChange) {
  if (adapter === 'seamless') return;
  for (const field of ['launchUrl', 'demoOnly', 'rotateSecret'] as const) {
    if (change[field] !== undefined) throw fieldError(field, 'connection_not_seamless');
  }
}

/**
 * Changes a connection; `rotateSecret` replaces the secret: the old one fails at once on this
 * server, and on the others within the caches' bound (platform/cache).
 */
export async function updateVendorConnection(
  db: Database,
  actor: AuditActor,
  code: string,
  change: consoleGames.ConnectionChange,
): Promise<consoleGames.ConnectionUpdated> {
  const secret = change.rotateSecret ? newVendorSecret() : null;
  const connection = await db.transaction(async (tx) => {
    const current = await lockConnection(tx, code);
    if (!current) throw AppError.of('vendorNotFound');
    checkChangeFits(current.adapter, change);
    await updateConnection(tx, current.id, {
      name: change.name,
      launchUrl: change.launchUrl,
      demoOnly: change.demoOnly,
      seamlessSecret: secret ?? undefined,
    });
    const before = toConnection(current);
    const after = toConnection((await findConnection(tx, code))!);
    const audit = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
    for (const key of ['name', 'launchUrl', 'demoOnly'] as const) {
      if (before[key] !== after[key]) {
        audit.before[key] = before[key];
        audit.after[key] = after[key];
      }
    }
    if (secret) audit.after.secretRotated = true;
    await recordAudit(tx, {
      staff: actor,
      merchantId: null,
      action: 'vendor.connection.update',
      target: `vendor:${code}`,
      ...audit,
    });
    return after;
  });
  // The lobby shows vendors' names and demo labels; a rotated secret must fail from now on.
  forgetCachedLobby(db);
  forgetVendorSecrets();
  return { connection, secret };
}
