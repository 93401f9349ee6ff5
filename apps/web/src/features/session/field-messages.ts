import type { RegisterRule } from '@croupier/contract';
import { fillLengths } from '@croupier/web-kit/form-errors';
import type { TFunction } from 'i18next';
import { errorText } from '../../i18n';

/**
 * The text of a field's message key. Pattern messages (`reg_pattern_<id>`) carry the rule's
 * lengths: "(min) - (max)" becomes the single value when both are equal (spec §5).
 */
export function fieldMessage(t: TFunction, key: string, rule?: RegisterRule): string {
  const pattern = /^reg_pattern_(\d+)$/.exec(key);
  if (!pattern) return errorText(key);
  return fillLengths(t(`patterns.${key}`, { defaultValue: t('patterns.reg_pattern_0') }), rule);
}
