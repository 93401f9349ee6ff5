import type { Announcement } from '@croupier/contract';
import type { TFunction } from 'i18next';

/** The promotion types present, in first-seen order (the merchant's sort order). */
export function promotionTypes(promotions: Announcement[]): string[] {
  const types: string[] = [];
  for (const promotion of promotions) {
    const type = promotion.promotionType;
    if (type && !types.includes(type)) types.push(type);
  }
  return types;
}

/** A type's label: translated when we know it, else the operator's code made readable. */
export function promotionTypeLabel(t: TFunction, type: string): string {
  const readable = type.charAt(0) + type.slice(1).toLowerCase().replace(/_/g, ' ');
  return t(`content.promotions.types.${type}`, { defaultValue: readable });
}
