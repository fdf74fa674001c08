import { WebchatErrorCodes } from '@parley/contracts';
import { COMMON_ERROR_STATUS, type ErrorStatusTable } from '@parley/server-kit';

/** The webchat server's stable error codes and their HTTP statuses (see the api's error-table.ts). */
export const ERROR_STATUS: ErrorStatusTable = {
  ...COMMON_ERROR_STATUS,
  // A push whose batch was not committed (MessageNotStoredError): the bot pushes it again later.
  [WebchatErrorCodes.Unavailable]: 503,
};
