import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

// The swagger CLI plugin cannot see through a class built by a function, so the paginated
// shapes below carry explicit @ApiProperty decorators.

/** `_count` of a paginated list. */
export class PageCountDto {
  @ApiProperty({ description: 'Elements matching the query, over all pages', example: 42 })
  elements!: number;

  @ApiProperty({ description: 'Number of pages at this size (0 when there is no element)', example: 3 })
  pages!: number;
}

/** `_links` of a paginated list: relative paths with the query. */
export class PageLinksDto {
  @ApiProperty()
  hasNext!: boolean;

  @ApiProperty()
  hasPrevious!: boolean;

  @ApiProperty({ type: String, nullable: true, example: 'botmeter/records?page=2&size=20' })
  next!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  previous!: string | null;

  @ApiProperty({ example: 'botmeter/records?page=1&size=20' })
  self!: string;
}

/** The paginated list shape: `_content`, `_count`, `_links` (docs/api.md, "Pagination"). */
export interface Page<T> {
  _content: T[];
  _count: PageCountDto;
  _links: PageLinksDto;
}

/**
 * The OpenAPI class of a page of `item` (`PaginatedQnaDto` for `QnaDto`), for `@ApiOkResponse({ type })`.
 * Cached, so that two controllers asking for the same item share one schema.
 */
export function Paginated<T>(item: Type<T>): Type<Page<T>> {
  const name = `Paginated${item.name.replace(/Dto$/, '')}Dto`;
  const hit = cache.get(name);
  if (hit) return hit as Type<Page<T>>;
  class PaginatedDto implements Page<T> {
    @ApiProperty({ type: item, isArray: true })
    _content!: T[];

    @ApiProperty({ type: PageCountDto })
    _count!: PageCountDto;

    @ApiProperty({ type: PageLinksDto })
    _links!: PageLinksDto;
  }
  Object.defineProperty(PaginatedDto, 'name', { value: name });
  cache.set(name, PaginatedDto);
  return PaginatedDto;
}

const cache = new Map<string, Type<unknown>>();

export interface PageRequest {
  page: number;
  size: number;
}

/**
 * Wraps one page of items. `path` is the list's relative path (`botmeter/records`); `filters`
 * are the other query parameters to keep in every link (undefined ones are left out).
 */
export function toPage<T>(
  items: T[],
  total: number,
  req: PageRequest,
  path: string,
  filters: Record<string, string | number | undefined> = {},
): Page<T> {
  const pages = Math.ceil(total / req.size);
  const link = (page: number) => {
    const q = new URLSearchParams({ page: String(page), size: String(req.size) });
    for (const [k, v] of Object.entries(filters)) if (v !== undefined) q.append(k, String(v));
    return `${path}?${q.toString()}`;
  };
  const hasNext = req.page < pages;
  // A page past the end still links back to the last one.
  const hasPrevious = req.page > 1 && pages > 0;
  return {
    _content: items,
    _count: { elements: total, pages },
    _links: {
      hasNext,
      hasPrevious,
      next: hasNext ? link(req.page + 1) : null,
      previous: hasPrevious ? link(Math.min(req.page - 1, pages)) : null,
      self: link(req.page),
    },
  };
}

/** OFFSET of a page request. */
export function pageOffset(req: PageRequest): number {
  return (req.page - 1) * req.size;
}
