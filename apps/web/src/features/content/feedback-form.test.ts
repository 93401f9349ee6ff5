import { describe, expect, it } from 'vitest';
import { feedbackIssueKey, feedbackSchema } from './feedback-form';

/** The message key of each field, as the form shows it. */
function problems(input: unknown): Record<string, string> {
  const result = feedbackSchema.safeParse(input, { error: (issue) => feedbackIssueKey(issue) });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the feedback form checks with the contract, in the server’s words', () => {
  it('accepts a question type and five to five hundred words', () => {
    expect(problems({ questionType: 'GAME', content: 'The slot froze after my spin.' })).toEqual(
      {},
    );
  });

  it('answers the keys the server would', () => {
    expect(problems({ questionType: '', content: '' })).toEqual({
      questionType: 'field_required',
      content: 'field_required',
    });
    expect(problems({ questionType: 'COMPLAINT', content: '   ' })).toEqual({
      questionType: 'field_invalid',
      content: 'field_required',
    });
    expect(problems({ questionType: 'GAME', content: 'too few words here' })).toEqual({
      content: 'feedback_word_count',
    });
    expect(problems({ questionType: 'GAME', content: 'word '.repeat(501) })).toEqual({
      content: 'feedback_word_count',
    });
    expect(problems({ questionType: 'GAME', content: 'x'.repeat(5001) })).toEqual({
      content: 'field_too_long',
    });
  });
});
