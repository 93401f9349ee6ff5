import { z } from 'zod';

// The two shapes of a page of a list that the platform family answers.

/**
 * A page with its number and size as asked (`pageNo`, `pageSize`) and the totals a pager
 * needs: the wallet's lists (records, inbox, withdrawals) and most console lists.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number(),
    pageSize: z.number(),
    totalCount: z.number(),
    totalPages: z.number(),
  });

/**
 * A page of a list numbered from 1 (`pageNum`) with the totals a pager needs: the shape of
 * the site's notices and of the console's content and outbox lists.
 */
export const numberedPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  });
