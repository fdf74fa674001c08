import { call, type Account, type App } from '../api';
import { SnippetPanel } from '../components/snippet-panel';
import { CopyBox, Notice, Spinner } from '../components/ui';
import { useLoad } from '../hooks';
import { abilities, tabsFor } from '../lib/roles';
import { type AppTab } from '../lib/routes';
import { linkHandler } from '../router';
import { AnalyticsTab } from './analytics-tab';
import { AttentionTab } from './attention-tab';
import { ConversationView, ConversationsTab } from './conversations-tab';
import { InboxTab } from './inbox-tab';
import { KeysTab } from './keys-tab';
import { MembersTab } from './members-tab';
import { DangerZone, SettingsTab } from './settings-tab';
import { TrainerTab } from './trainer-tab';

const TAB_NAMES: Record<AppTab, string> = {
  setup: 'Setup',
  trainer: 'Trainer',
  inbox: 'Inbox',
  conversations: 'Conversations',
  attention: 'Needs attention',
  analytics: 'Analytics',
  members: 'Members',
  keys: 'Keys',
  settings: 'Settings',
};

/** One App: a tab per concern. */
export function AppPage(props: { id: string; tab: AppTab; conversationId?: string; section?: 'entities'; account: Account }) {
  const { data: app, setData, error } = useLoad(() => call<App>('GET', `/apps/${props.id}`), [props.id]);
  if (error) return <Notice kind="error">{error}</Notice>;
  if (!app) return <Spinner />;
  const can = abilities(app.role);
  return (
    <section>
      <a class="back" {...linkHandler({ name: 'apps' })}>
        ← Apps
      </a>
      <div class="page-head">
        <div>
          <h1>{app.name}</h1>
          <p class="muted small mono">{app.id}</p>
        </div>
      </div>
      <nav class="tabs" aria-label="App sections">
        {tabsFor(app.role).map((tab) => (
          <a key={tab} class={tab === props.tab ? 'active' : ''} aria-current={tab === props.tab ? 'page' : undefined} {...linkHandler({ name: 'app', id: app.id, tab })}>
            {TAB_NAMES[tab]}
          </a>
        ))}
      </nav>
      {props.tab === 'setup' && <SetupTab app={app} />}
      {props.tab === 'settings' && <SettingsTab app={app} onSaved={setData} />}
      {props.tab === 'settings' && can.deleteApp && <DangerZone app={app} />}
      {props.tab === 'keys' && (can.seeKeys ? <KeysTab app={app} /> : <Notice kind="info">The App's keys are shown to its editors and owner.</Notice>)}
      {props.tab === 'trainer' && <TrainerTab app={app} section={props.section} />}
      {props.tab === 'inbox' && <InboxTab app={app} account={props.account} />}
      {props.tab === 'conversations' && (props.conversationId ? <ConversationView app={app} conversationId={props.conversationId} /> : <ConversationsTab app={app} />)}
      {props.tab === 'attention' && <AttentionTab app={app} />}
      {props.tab === 'members' && <MembersTab app={app} account={props.account} />}
      {props.tab === 'analytics' && <AnalyticsTab app={app} />}
    </section>
  );
}

function SetupTab(props: { app: App }) {
  const { app } = props;
  const can = abilities(app.role);
  return (
    <div class="two-col">
      <div class="card stack">
        <h2>Credentials</h2>
        <CopyBox label="App-Id" value={app.id} testId="app-id" />
        <p class="muted">
          The App-Key was shown once, when it was issued. Lost it?{' '}
          {can.manageKeys ? <a {...linkHandler({ name: 'app', id: app.id, tab: 'keys' })}>Issue a new key</a> : "Ask the App's owner for a new key"}.
        </p>
        {app.allowedOrigins.length === 0 && (
          <Notice kind="warn">
            Any website can embed this App's webchat.{' '}
            {can.changeSettings ? <a {...linkHandler({ name: 'app', id: app.id, tab: 'settings' })}>Restrict the allowed origins</a> : "The App's owner can restrict the allowed origins"}.
          </Notice>
        )}
      </div>
      <div class="card">
        <h2>Webchat</h2>
        <SnippetPanel app={app} />
      </div>
      <div class="card stack">
        <h2>Webhook and push</h2>
        <p class="muted">{app.webhookUrl ? <>User messages go to <code>{app.webhookUrl}</code>, signed with this secret (Parley-Signature).</> : 'No webhook: the built-in FAQ bot answers with your QnAs.'}</p>
        {app.webhookSecret && app.pushSecret ? (
          <>
            <CopyBox label="Webhook secret" value={app.webhookSecret} />
            <CopyBox label={`Push secret${app.pushSecretRequired ? ' (required)' : ' (not required yet)'}`} value={app.pushSecret} />
          </>
        ) : (
          <p class="muted">The secrets are shown to the App's editors and owner.</p>
        )}
      </div>
    </div>
  );
}
