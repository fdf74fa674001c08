import { TooManyRequestsException } from '@parley/server-kit';

/**
 * The most long sentences of one App that may wait or be under way in one instance, per kind of
 * work (spell checking, entity extraction). The App's rate limit bounds how many it sends; this
 * bounds how many pile up when the server answers them slower than they come (a busy machine, an
 * App whose limit was raised): past it the App is told to come back, rather than the wait growing
 * without end. An App within the default rate (5 long sentences a second) stays far below it.
 */
export const LONG_SENTENCES_PER_APP = 32;

export function tooManyLongSentences(): TooManyRequestsException {
  return new TooManyRequestsException(
    `This App has ${LONG_SENTENCES_PER_APP} sentences over 200 characters waiting on this server: retry after the time in Retry-After`,
    1,
  );
}
