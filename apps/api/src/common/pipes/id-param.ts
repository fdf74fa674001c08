import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';

/**
 * An id path parameter: anything but a UUID names nothing here, so a 404 that says what is not
 * there, as for a UUID that is not (`No QnA abc in this App`), rather than a validation message.
 */
export function idParam(notFound: (id: string) => string): PipeTransform<string, string> {
  return {
    transform(value: string): string {
      if (isUUID(value, '4')) return value;
      throw new NotFoundException(notFound(value.length > 100 ? `${value.slice(0, 100)}…` : value));
    },
  };
}
