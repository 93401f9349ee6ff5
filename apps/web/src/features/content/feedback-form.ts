import { content } from '@croupier/contract';
import { issueKey } from '@croupier/web-kit/form-errors';

/** The browser checks feedback with the server's own schema (contract). */
export const feedbackSchema = content.feedbackBody;

type Issue = { code: string; input?: unknown; path?: readonly PropertyKey[] };

/**
 * Gives the contract's checks the message keys the server's handler answers, so a field
 * reads the same whether the browser or the server caught it. The word count carries its
 * own key (`feedback_word_count`) and needs none.
 */
export function feedbackIssueKey(issue: Issue): string {
  const blank =
    issue.input === undefined || (typeof issue.input === 'string' && !issue.input.trim());
  return blank ? 'field_required' : issueKey({ code: issue.code, path: issue.path ?? [] });
}
