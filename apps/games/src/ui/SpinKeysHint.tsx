import { useTexts } from '../i18n/language';
import { sharedTexts } from '../i18n/shared';
import { useMediaQuery } from './media-query';

/** A mouse or trackpad that hovers: the device most likely has a keyboard too. */
export const keyboardLikely = '(hover: hover) and (pointer: fine)';

/**
 * "Space or Enter also spins", where a keyboard is likely: a phone or tablet played by
 * touch has no Space to press, so it does not see the hint.
 */
export function SpinKeysHint() {
  const shared = useTexts(sharedTexts);
  return useMediaQuery(keyboardLikely) ? <p className="hint">{shared.spinHint}</p> : null;
}
