import { footerHelpKeys } from '@croupier/contract';
import type { Database } from '../platform/db/database';
import * as content from '../modules/content/service';
import * as system from '../modules/system/service';
import { demoAnnouncements } from './demo-announcements';
import { demoHelpEn } from './demo-help-en';
import { demoHelpVi } from './demo-help-vi';

export type DemoHelpArticle = { key: string; title: string; content: string };

/**
 * The demo brand's announcements and help centre, in EN and VI. Goes through the modules'
 * services so seeded HTML gets the same sanitising as an operator's. Rows the merchant
 * already has (same code or key, same language) are left as they are.
 */
export async function seedSiteContent(db: Database, merchantId: number, now = new Date()) {
  await content.addAnnouncements(
    db,
    demoAnnouncements.flatMap((announcement) =>
      (['EN', 'VI'] as const).map((language) => ({
        merchantId,
        code: announcement.code,
        type: announcement.type,
        language,
        title: announcement.text[language].title,
        content: announcement.text[language].content,
        groupName: announcement.groupName ?? null,
        url: announcement.url ?? null,
        mobileUrl: announcement.mobileUrl ?? null,
        promotionType: announcement.promotionType ?? null,
        sortOrder: announcement.sortOrder,
        startAt: new Date(now.getTime() - announcement.hoursAgo * 3_600_000),
      })),
    ),
  );

  const order = (key: string) => footerHelpKeys.indexOf(key as (typeof footerHelpKeys)[number]);
  await system.addHelpArticles(
    db,
    (
      [
        ['EN', demoHelpEn],
        ['VI', demoHelpVi],
      ] as const
    ).flatMap(([language, articles]) =>
      articles.map((article) => ({
        merchantId,
        key: article.key,
        language,
        title: article.title,
        content: article.content.trim(),
        sortOrder: order(article.key),
      })),
    ),
  );
}
