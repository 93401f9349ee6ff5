import type { consoleContent } from '@croupier/contract';

/**
 * An announcement as the console API answers it: a live English player notice, unless
 * `changes` say otherwise.
 */
export function consoleAnnouncement(
  changes: Partial<consoleContent.ConsoleAnnouncement> = {},
): consoleContent.ConsoleAnnouncement {
  return {
    id: 1,
    type: 'PL',
    language: 'EN',
    code: null,
    title: 'Notice',
    content: '<p>Text</p>',
    execution: 'B',
    promotionType: null,
    groupName: null,
    url: null,
    mobileUrl: null,
    sortOrder: 0,
    startAt: '2026-06-01T00:00:00.000Z',
    endAt: null,
    enabled: true,
    status: 'live',
    createdAt: '2026-06-01T00:00:00.000Z',
    updatedAt: '2026-06-01T00:00:00.000Z',
    ...changes,
  };
}
