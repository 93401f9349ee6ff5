import { z } from 'zod';

/**
 * A page of a list numbered from 1 (`pageNum`) with the totals a pager needs: the shape of
 * the site's notices and of the console's content and outbox lists. (The wallet's lists
 * answer the family's other shape, `pageOf` in wallet.ts.)
 */
export const numberedPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  });
