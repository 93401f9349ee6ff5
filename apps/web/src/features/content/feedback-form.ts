import { content } from '@croupier/contract';

/** The browser checks feedback with the server's own schema (contract). */
export const feedbackSchema = content.feedbackBody;

type Issue = { code: string; input?: unknown };

/**
 * Gives the contract's checks the message keys the server's handler answers, so a field
 * reads the same whether the browser or the server caught it. The word count carries its
 * own key (`feedback_word_count`) and needs none.
 */
export function feedbackIssueKey(issue: Issue): string {
  const blank =
    issue.input === undefined || (typeof issue.input === 'string' && !issue.input.trim());
  if (blank) return 'field_required';
  if (issue.code === 'too_small') return 'field_too_short';
  if (issue.code === 'too_big') return 'field_too_long';
  return 'field_invalid';
}
