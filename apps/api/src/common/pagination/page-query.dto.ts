import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

export const MAX_PAGE_SIZE = 100;

/**
 * A query number: the first of repeated values, digits into a number; anything else is left as
 * typed so that the validator names it in the 400.
 */
export function ToInt() {
  return Transform(({ value }) => {
    const v: unknown = Array.isArray(value) ? value[0] : value;
    if (v === undefined || v === '') return undefined;
    return typeof v === 'string' && /^-?\d{1,9}$/.test(v.trim()) ? Number(v) : v;
  });
}

/** One problem per bad value ("must be an integer from 1 to 100"), not one per bound. */
export function IsIntBetween(min: number, max: number) {
  return ValidateBy({
    name: 'isIntBetween',
    validator: {
      validate: (v: unknown) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max,
      defaultMessage: () => `must be an integer from ${min} to ${max}`,
    },
  });
}

/** `page` and `size` of every paginated list (docs/api.md, "Pagination"); extend it with a list's filters. */
export class PageQueryDto {
  /** 1-based page number. */
  @ApiProperty({ required: false, default: 1, minimum: 1, type: 'integer' })
  @ToInt()
  @IsIntBetween(1, 1_000_000)
  page: number = 1;

  /** Elements per page, at most 100. */
  @ApiProperty({ required: false, default: 20, minimum: 1, maximum: MAX_PAGE_SIZE, type: 'integer' })
  @ToInt()
  @IsIntBetween(1, MAX_PAGE_SIZE)
  size: number = 20;
}
