// jsdom has no layout: scrolling is a no-op there, not an error.
window.scrollTo = () => {};

// CI shares two cores between test workers: lazy chunks and suspended catalogues can take
// longer than Testing Library's default second to appear.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });

// Every fake server answer is checked against the contract: a test whose fake answered
// something the real server could not send fails (api/testing/contract-answers.ts).
import { afterEach, vi } from 'vitest';
import { checkedByContract, takeContractMismatches } from './api/testing/contract-answers';
import type * as client from './api/client';

vi.mock('./api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof client>();
  return {
    ...actual,
    configureApiClient: (overrides: Parameters<typeof actual.configureApiClient>[0]) =>
      actual.configureApiClient(
        overrides.fetch ? { ...overrides, fetch: checkedByContract(overrides.fetch) } : overrides,
      ),
  };
});

afterEach(() => {
  const mismatches = takeContractMismatches();
  if (mismatches.length > 0)
    throw new Error(`Fake answers that break the contract:\n${mismatches.join('\n')}`);
});
