import { ParseUUIDPipe } from '@nestjs/common';

/** An id path parameter: anything but a UUID names nothing here, so 404 rather than 400. */
export const uuidParam = new ParseUUIDPipe({ version: '4', errorHttpStatusCode: 404 });
