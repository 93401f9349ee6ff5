import { z } from 'zod';

/**
 * The page a list is asked for (`pageNo` from 1, `pageSize` up to 100, 20 by default):
 * spread into the query schema of every list that pages this way.
 */
export const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
