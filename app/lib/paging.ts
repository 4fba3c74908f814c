/** Paging of article lists: which page a `?page=` names, how many there are, and their addresses. */

export const PAGE_SIZE = 10;
const MAX_PAGE = 1000;

/** `?page=`: absent is the first page; anything but a whole number from 1 to 1000 is no page (null). */
export function pageParam(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

/** How many pages `total` items fill; an empty list still has its (empty) first page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The address of one page of a list: its other parameters kept, `page` left out for the first. */
export function pageHref(path: string, params: Record<string, string | undefined>, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export type Paging = {
  page: number;
  pages: number;
  /** The newer page (lists run newest first), or null on the first. */
  newer: string | null;
  /** The older page, or null on the last. */
  older: string | null;
};

export function paging(
  path: string,
  params: Record<string, string | undefined>,
  page: number,
  total: number,
  pageSize: number,
): Paging {
  const pages = pageCount(total, pageSize);
  return {
    page,
    pages,
    newer: page > 1 ? pageHref(path, params, Math.min(page - 1, pages)) : null,
    older: page < pages ? pageHref(path, params, page + 1) : null,
  };
}
