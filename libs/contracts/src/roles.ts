/**
 * A caller's role in an App, highest first; each includes what the ones after it may do:
 * - `owner` changes the App's settings, keys and members, and deletes it;
 * - `editor` changes QnAs and Intents and logs to botmeter (an App-Key acts as one);
 * - `agent` answers visitors in the operator inbox (takes, answers, returns and closes
 *   conversations; docs/handover.md) without changing the training data;
 * - `viewer` reads the training data, conversations and analytics, and classifies.
 */
export const APP_ROLES = ['owner', 'editor', 'agent', 'viewer'] as const;

export type AppRole = (typeof APP_ROLES)[number];

/** Whether `role` includes `atLeast` (the api's access guard and the portal's abilities ask it). */
export function hasRole(role: AppRole, atLeast: AppRole): boolean {
  return APP_ROLES.indexOf(role) <= APP_ROLES.indexOf(atLeast);
}
