/**
 * The message key of one failed field check, as the server answers it in `value.fields` and
 * as the browser apps show it when their own check (the same contract schema) fails first:
 * `field_required`, `field_invalid`, `field_too_short`, `field_too_long`, `field_format`, or
 * the key a contract refinement names (`feedback_word_count`). Zod is not loaded here: the
 * caller passes the code and message.
 */
export function fieldMessageKey(
  zodCode: string,
  message: string | undefined,
  missing = false,
): string {
  switch (zodCode) {
    case 'invalid_type':
    case 'invalid_value':
      return missing ? 'field_required' : 'field_invalid';
    case 'too_small':
      return 'field_too_short';
    case 'too_big':
      return 'field_too_long';
    case 'invalid_format':
      return 'field_format';
    case 'custom':
      // A refinement names its own key; zod's default message is a sentence, not a key.
      return message && messageKeyShape.test(message) ? message : 'field_invalid';
    default:
      return 'field_invalid';
  }
}

const messageKeyShape = /^[a-z][a-z0-9_]*$/;
