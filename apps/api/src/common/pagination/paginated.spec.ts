import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { PageQueryDto } from './page-query.dto';
import { toPage } from './paginated';

describe('toPage', () => {
  const cases = [
    { total: 0, page: 1, size: 20, pages: 0, next: null, previous: null },
    { total: 45, page: 1, size: 20, pages: 3, next: 'x?page=2&size=20', previous: null },
    { total: 45, page: 2, size: 20, pages: 3, next: 'x?page=3&size=20', previous: 'x?page=1&size=20' },
    { total: 45, page: 3, size: 20, pages: 3, next: null, previous: 'x?page=2&size=20' },
    { total: 45, page: 9, size: 20, pages: 3, next: null, previous: 'x?page=3&size=20' },
    { total: 40, page: 2, size: 20, pages: 2, next: null, previous: 'x?page=1&size=20' },
  ];
  it.each(cases)('links page $page of $total elements at size $size', ({ total, page, size, pages, next, previous }) => {
    const p = toPage([], total, { page, size }, 'x');
    expect(p._count).toEqual({ elements: total, pages });
    expect(p._links).toEqual({
      hasNext: next !== null,
      hasPrevious: previous !== null,
      next,
      previous,
      self: `x?page=${page}&size=${size}`,
    });
  });

  it('keeps the filters in every link and leaves out the unset ones', () => {
    const p = toPage([1], 30, { page: 1, size: 10 }, 'botmeter/records', { user_id: 'u 1', intent: undefined });
    expect(p._links.next).toBe('botmeter/records?page=2&size=10&user_id=u+1');
  });
});

describe('PageQueryDto', () => {
  const parse = (q: Record<string, unknown>) => {
    const dto = plainToInstance(PageQueryDto, q);
    return { dto, problems: validateSync(dto).flatMap((e) => Object.keys(e.constraints ?? {}).map((c) => `${e.property}:${c}`)) };
  };
  it('defaults to page 1 of 20', () => expect(parse({}).dto).toMatchObject({ page: 1, size: 20 }));
  it('reads numbers from the query string', () => expect(parse({ page: '3', size: '100' }).dto).toMatchObject({ page: 3, size: 100 }));
  it.each([
    [{ page: '0' }, ['page:isIntBetween']],
    [{ size: '101' }, ['size:isIntBetween']],
    [{ page: 'two', size: '1.5' }, ['page:isIntBetween', 'size:isIntBetween']],
  ])('refuses %o', (q, problems) => expect(parse(q).problems).toEqual(problems));
});
