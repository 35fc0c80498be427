import { pageOffset, type Paged } from '@shop/shared/contract/paged';

/** The page a list call asked for, as `pagedQuerySchema` hands it over (defaults applied). */
export interface PageRequest {
  page: number;
  page_size: number;
}

/**
 * The one way a list handler answers the paged shape: the rows of the asked page and the
 * number of matching rows over all pages, asked for side by side.
 */
export async function pagedList<T>(
  { page, page_size }: PageRequest,
  countRows: () => Promise<number>,
  pageRows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Paged<T>> {
  const [count, results] = await Promise.all([countRows(), pageRows(page_size, pageOffset(page, page_size))]);
  return { count, results };
}
