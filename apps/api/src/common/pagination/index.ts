export { IsIntBetween, MAX_PAGE_SIZE, PageQueryDto, ToInt } from './page-query.dto';
export { PageCountDto, PageLinksDto, Paginated, pageOffset, toPage, type Page, type PageRequest } from './paginated';
