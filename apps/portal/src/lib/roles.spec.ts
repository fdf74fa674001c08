import { describe, expect, it } from 'vitest';
import { abilities, hasRole, roleText, tabsFor } from './roles';

describe('roles in the portal', () => {
  it('ranks viewer < editor < owner', () => {
    expect(hasRole('owner', 'editor')).toBe(true);
    expect(hasRole('editor', 'editor')).toBe(true);
    expect(hasRole('viewer', 'editor')).toBe(false);
    expect(hasRole('editor', 'owner')).toBe(false);
  });

  it('offers a viewer no change, an editor the training data, the owner everything but leaving', () => {
    expect(abilities('viewer')).toEqual({ editTraining: false, seeKeys: false, manageKeys: false, changeSettings: false, manageMembers: false, deleteApp: false, answerVisitors: false, leave: true });
    expect(abilities('agent')).toEqual({ editTraining: false, seeKeys: false, manageKeys: false, changeSettings: false, manageMembers: false, deleteApp: false, answerVisitors: true, leave: true });
    expect(abilities('editor')).toEqual({ editTraining: true, seeKeys: true, manageKeys: false, changeSettings: false, manageMembers: false, deleteApp: false, answerVisitors: true, leave: true });
    expect(abilities('owner')).toEqual({ editTraining: true, seeKeys: true, manageKeys: true, changeSettings: true, manageMembers: true, deleteApp: true, answerVisitors: true, leave: false });
  });

  it('says what a role may do in a sentence, to its member or of anyone with it', () => {
    expect(roleText('owner', 'you')).toBe('You can change everything in the App: its settings, keys and members, and its training data.');
    expect(roleText('editor', 'anyone')).toBe(
      'An editor can change the training data (QnAs, Intents and entities) and see the keys and secrets, but not the settings, keys or members.',
    );
    expect(roleText('viewer', 'anyone')).toMatch(/^A viewer can read .*, but not change anything\.$/);
    expect(roleText('agent', 'anyone')).toMatch(/^An agent can answer visitors in the Inbox .*, but not change them\.$/);
  });

  it('hides the Keys tab from a viewer only', () => {
    expect(tabsFor('viewer')).not.toContain('keys');
    expect(tabsFor('viewer')).toContain('members');
    expect(tabsFor('editor')).toContain('keys');
    expect(tabsFor('owner')).toContain('keys');
  });
});
