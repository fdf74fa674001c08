import { hasRole, type AppRole } from '@parley/contracts';
import { APP_TABS, type AppTab } from './routes';

/** The caller's role in an App, as the App's answer carries it (docs/api.md, "Roles"), ranked in libs/contracts as the api ranks it. */
export type Role = AppRole;

export { hasRole };

/**
 * What the portal offers a role, the same the api allows it: a viewer reads; an editor also
 * changes the training data (QnAs, Intents, the needs-attention actions) and sees the keys; the
 * owner also changes the settings, issues and revokes keys, manages the members and deletes the App.
 */
export function abilities(role: Role) {
  return {
    editTraining: hasRole(role, 'editor'),
    seeKeys: hasRole(role, 'editor'),
    manageKeys: role === 'owner',
    changeSettings: role === 'owner',
    manageMembers: role === 'owner',
    deleteApp: role === 'owner',
    /** Members leave an App; its owner cannot (it gives the App away or deletes it). */
    leave: role !== 'owner',
  };
}

/** The App's tabs a role sees: a viewer has no Keys tab (the api shows it no key). */
export function tabsFor(role: Role): AppTab[] {
  return APP_TABS.filter((t) => t !== 'keys' || abilities(role).seeKeys);
}

export const ROLE_NAMES: Record<Role, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };

/** What a role may do, in a sentence (the invitation page and the members tab say it). */
export const ROLE_TEXTS: Record<Role, string> = {
  owner: 'everything: settings, keys and members too',
  editor: 'changes QnAs and Intents and sees the keys and secrets; cannot change settings, keys or members',
  viewer: 'reads the training data, conversations and analytics, and tries the classifier; changes nothing',
};
