import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../testing';
import {
  consoleCall,
  openContentConsole,
  rowCount,
  type ConsoleMethod,
  type ContentTokens,
} from '../../testing/content-console';
import { notPlainText, plainTextRefusal } from '../../testing/plain-text';

// Titles of announcements and notices are text (only their content is rich text): markup and
// control characters are refused with the 400 validation answer and nothing is stored; the
// titles people really write pass.

let ctx: TestContext;
let tokens: ContentTokens;
beforeAll(async () => ({ ctx, tokens } = await openContentConsole()));
afterAll(() => ctx.close());

const bo = (method: ConsoleMethod, url: string, payload?: unknown) =>
  consoleCall(ctx, method, url, tokens.content, payload);

const ordinaryTitle = "Khuyến mãi 100% & quà tặng: don't miss it";

describe('announcements', () => {
  const promotion = (changes: Record<string, unknown>) => ({
    type: 'PR',
    language: 'EN',
    title: 'Weekend reload',
    content: '<p>50% more.</p>',
    ...changes,
  });

  it('refuses markup and control characters in a title or an execution, storing nothing', async () => {
    const before = await rowCount(ctx, 'announcements');
    for (const text of notPlainText) {
      for (const field of ['title', 'execution']) {
        const created = await bo('POST', '/bo/content/announcements', promotion({ [field]: text }));
        expect(created.status, `${field} ${JSON.stringify(text)}`).toBe(400);
        expect(created.body).toEqual(plainTextRefusal(`body.${field}`));
      }
    }
    expect(await rowCount(ctx, 'announcements')).toBe(before);
  });

  it('takes ordinary titles, and refuses markup on edit too', async () => {
    const created = await bo(
      'POST',
      '/bo/content/announcements',
      promotion({ title: ordinaryTitle }),
    );
    expect(created.status, created.body.message).toBe(200);
    expect(created.body.value).toMatchObject({ title: ordinaryTitle });
    const id = created.body.value.id as number;
    for (const title of notPlainText) {
      const edited = await bo('PUT', `/bo/content/announcements/${id}`, promotion({ title }));
      expect(edited.status, JSON.stringify(title)).toBe(400);
      expect(edited.body).toEqual(plainTextRefusal('body.title'));
    }
  });
});

describe('player notices', () => {
  const notice = (title: string) => ({ language: 'EN', title, content: '<p>Back soon.</p>' });

  it('refuses markup and control characters in a title, storing nothing', async () => {
    const before = await rowCount(ctx, 'announcements');
    for (const title of notPlainText) {
      const created = await bo('POST', '/bo/content/notices', notice(title));
      expect(created.status, JSON.stringify(title)).toBe(400);
      expect(created.body).toEqual(plainTextRefusal('body.title'));
    }
    expect(await rowCount(ctx, 'announcements')).toBe(before);
  });

  it('takes ordinary titles, and refuses markup on edit too', async () => {
    const created = await bo('POST', '/bo/content/notices', notice(ordinaryTitle));
    expect(created.status, created.body.message).toBe(200);
    expect(created.body.value).toMatchObject({ title: ordinaryTitle });
    const id = created.body.value.id as number;
    for (const title of notPlainText) {
      const edited = await bo('PUT', `/bo/content/notices/${id}`, notice(title));
      expect(edited.body).toEqual(plainTextRefusal('body.title'));
    }
  });
});
