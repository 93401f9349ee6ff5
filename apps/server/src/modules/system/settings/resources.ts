import { writeMerchantSettings } from '../caches';
import type { consoleSettings } from '@croupier/contract';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import * as queries from '../queries';
import * as writes from './queries';
import { changedFields, type SettingsScope } from './scope';

type ResourceSetting = consoleSettings.ResourceSetting;

// Resources -----------------------------------------------------------------------------------

type ResourceRow = Awaited<ReturnType<typeof queries.listMerchantResources>>[number];

function toResourceSetting(row: ResourceRow): ResourceSetting {
  return {
    resourceType: row.resourceType,
    url: row.url,
    qrCodeUrl: row.qrCodeUrl,
    labelNameEn: row.labelNameEn,
    sortOrder: row.sortOrder,
  };
}

export async function resourceSettings(
  db: Database,
  merchantId: number,
): Promise<ResourceSetting[]> {
  return (await queries.listMerchantResources(db, merchantId)).map(toResourceSetting);
}

export function createResource(
  db: Database,
  { merchantId, staff }: SettingsScope,
  resource: consoleSettings.ResourceCreateBody,
): Promise<ResourceSetting> {
  return writeMerchantSettings(db, async (tx) => {
    const created = await writes.insertResource(tx, { ...resource, merchantId });
    if (!created) throw AppError.of('settingsResourceExists');
    const after = toResourceSetting(created);
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.resource.create',
      target: `resource:${resource.resourceType}`,
      before: null,
      after,
    });
    return after;
  });
}

export function updateResource(
  db: Database,
  { merchantId, staff }: SettingsScope,
  resourceType: string,
  resource: consoleSettings.ResourceUpdateBody,
): Promise<ResourceSetting> {
  return writeMerchantSettings(db, async (tx) => {
    const current = await writes.lockResource(tx, merchantId, resourceType);
    if (!current) throw AppError.of('settingsResourceNotFound');
    const updated = await writes.updateResource(tx, merchantId, resourceType, resource);
    if (!updated) throw AppError.of('settingsResourceNotFound');
    const { resourceType: _type, ...before } = toResourceSetting(current);
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.resource.update',
      target: `resource:${resourceType}`,
      ...changedFields(before, resource),
    });
    return toResourceSetting(updated);
  });
}

export function deleteResource(
  db: Database,
  { merchantId, staff }: SettingsScope,
  resourceType: string,
): Promise<void> {
  return writeMerchantSettings(db, async (tx) => {
    const current = await writes.lockResource(tx, merchantId, resourceType);
    if (!current) throw AppError.of('settingsResourceNotFound');
    await writes.deleteResource(tx, merchantId, resourceType);
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.resource.delete',
      target: `resource:${resourceType}`,
      before: toResourceSetting(current),
      after: null,
    });
  });
}
