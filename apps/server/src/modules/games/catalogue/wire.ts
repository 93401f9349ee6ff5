import type { GameCategory, games } from '@croupier/contract';
import { languageFallbacks } from '../../../platform/http/language';
import type { CatalogueRow, VendorRow } from './queries';

/** Categories entered by room: a PVP room or a live table. */
const roomCategories: readonly GameCategory[] = ['PVP', 'LIVE'];

/** The game's name in the request's language: its base language, then English. */
export function nameIn(names: Record<string, string>, language: string): string {
  for (const candidate of languageFallbacks(language)) {
    const name = names[candidate.toLowerCase()];
    if (name) return name;
  }
  return Object.values(names)[0] ?? '';
}

/** A catalogue row as every list answers it (contract `games.game`). */
export function toWireGame(row: CatalogueRow, language: string, favourite?: boolean): games.Game {
  const name = nameIn(row.names, language);
  return {
    nodeId: row.nodeId,
    gameId: row.vendorGameId,
    gameName: name,
    nodeName: name,
    showIcon: row.icon,
    vassalage: row.vendorCode,
    displayName: row.vendorName,
    gameType: row.category,
    gameCode: row.code,
    defaultPlayType: row.defaultPlayType,
    roomId: roomCategories.includes(row.category) ? row.vendorGameId : null,
    classify: row.classify,
    supportPlay: row.supportPlay,
    isGame: row.isGame,
    maintenance: row.maintenance || row.vendorMaintenance,
    demoOnly: row.vendorDemoOnly,
    ...(favourite === undefined ? {} : { favourite }),
  };
}

export function toWireVendor(vendor: VendorRow): games.GameVendor {
  return {
    vassalage: vendor.code,
    displayName: vendor.displayName,
    smallIcon: vendor.smallIcon,
    isHot: vendor.isHot,
    categories: vendor.categories,
    maintenance: vendor.maintenance,
    demoOnly: vendor.demoOnly,
  };
}
