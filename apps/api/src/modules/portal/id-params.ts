import { idParam } from '../../common/pipes/id-param';

/*
 * The ids of the portal's paths: one that is no UUID names nothing, so the same 404 as for a UUID
 * that is not there, in the route's words (`No member abc in this App`).
 */

/** The App: the access guard checks it first, and says it so (`No App abc among this account's Apps`). */
export const appIdParam = idParam((id) => `No App ${id} among this account's Apps`);
export const keyIdParam = idParam((id) => `No key ${id} in this App`);
/** A key to revoke: only a live one is there to revoke. */
export const liveKeyIdParam = idParam((id) => `No live key ${id} in this App`);
export const memberIdParam = idParam((id) => `No member ${id} in this App`);
export const inviteIdParam = idParam((id) => `No pending invitation ${id} in this App`);
