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
    /** Answers visitors in the Inbox (take, answer, return, close; docs/handover.md); a viewer reads it. */
    answerVisitors: hasRole(role, 'agent'),
    /** Members leave an App; its owner cannot (it gives the App away or deletes it). */
    leave: role !== 'owner',
  };
}

/** The App's tabs a role sees: a viewer has no Keys tab (the api shows it no key). */
export function tabsFor(role: Role): AppTab[] {
  return APP_TABS.filter((t) => t !== 'keys' || abilities(role).seeKeys);
}

export const ROLE_NAMES: Record<Role, string> = { owner: 'Owner', editor: 'Editor', agent: 'Agent', viewer: 'Viewer' };

/** A role as a sentence names one: "the owner", "an editor", "an agent", "a viewer". */
export const ROLE_WITH_ARTICLE: Record<Role, string> = {
  owner: 'the owner',
  editor: 'an editor',
  agent: 'an agent',
  viewer: 'a viewer',
};

const CAN: Record<Role, string> = {
  owner: 'can change everything in the App: its settings, keys and members, and its training data',
  editor: 'can change the training data (QnAs, Intents and entities) and see the keys and secrets, but not the settings, keys or members',
  agent:
    'can answer visitors in the Inbox (take a conversation from the bot, answer, give it back, close it) and read the training data, conversations and analytics, but not change them',
  viewer: 'can read the training data, conversations and analytics and try the classifier, but not change anything',
};

/**
 * What a role may do, in a sentence: said to the member ("You can..."; the members tab) or of anyone
 * with the role ("An editor can..."; the invitation page and the invitation form).
 */
export function roleText(role: Role, to: 'you' | 'anyone'): string {
  const who = to === 'you' ? 'You' : ROLE_WITH_ARTICLE[role].replace(/^./, (c) => c.toUpperCase());
  return `${who} ${CAN[role]}.`;
}
