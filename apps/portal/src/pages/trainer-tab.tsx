import { useEffect, useRef, useState } from 'preact/hooks';
import { all, appCall, TRAINER, type App, type Intent, type Qna } from '../api';
import { Notice, ScoreBadge, Spinner } from '../components/ui';
import { useLoad } from '../hooks';
import { abilities } from '../lib/roles';
import { scoreHint, scoreTitle } from '../lib/training';
import { navigate } from '../router';
import { EntitiesSection } from './entities-section';
import { IntentEditor, QnaEditor } from './trainer-editors';
import { TrainingData } from './training-data';
import { TrainingState } from './training-state';
import { TryIt } from './try-it';

type Kind = 'qnas' | 'intents' | 'entities';
const KINDS: Kind[] = ['qnas', 'intents', 'entities'];
type Editing = { kind: 'qnas'; item: Qna | null } | { kind: 'intents'; item: Intent | null } | null;

/**
 * QnAs and Intents of the App, their editors, and the try-it box; and its entity types, a section of
 * its own (`/apps/<id>/trainer/entities`) with their editor and a test sentence.
 */
export function TrainerTab(props: { app: App; section?: 'entities' }) {
  const appId = props.app.id;
  const [listKind, setListKind] = useState<Exclude<Kind, 'entities'>>('qnas');
  const kind: Kind = props.section === 'entities' ? 'entities' : listKind;
  const [editing, setEditing] = useState<Editing>(null);
  const show = (k: Kind) => {
    setEditing(null);
    if (k === 'entities') {
      navigate({ name: 'entities', id: appId });
      return;
    }
    setListKind(k);
    if (props.section === 'entities') navigate({ name: 'app', id: appId, tab: 'trainer' });
  };
  // Left and Right (Home and End) choose the other tab and focus it (once drawn: Entities draws its own card).
  const focusTab = useRef(false);
  useEffect(() => {
    if (!focusTab.current) return;
    focusTab.current = false;
    document.querySelector<HTMLButtonElement>('.trainer [role="tab"][aria-selected="true"]')?.focus();
  }, [kind]);
  const tabKeys = (e: KeyboardEvent) => {
    const at = KINDS.indexOf(kind);
    const to: Kind | undefined =
      e.key === 'ArrowLeft' ? KINDS[Math.max(0, at - 1)] : e.key === 'ArrowRight' ? KINDS[Math.min(KINDS.length - 1, at + 1)] : e.key === 'Home' ? KINDS[0] : e.key === 'End' ? KINDS[KINDS.length - 1] : undefined;
    if (!to) return;
    e.preventDefault();
    if (to === kind) return;
    focusTab.current = true;
    show(to);
  };
  const qnas = useLoad(() => all<Qna>(appId, `${TRAINER}/qnas`), [appId]);
  const intents = useLoad(() => all<Intent>(appId, `${TRAINER}/intents`), [appId]);
  const list = listKind === 'qnas' ? qnas : intents;
  // A viewer reads the training data and tries it; editors and the owner change it.
  const readOnly = !abilities(props.app.role).editTraining;
  // When an editor is saved or cancelled, the keyboard focus goes back to the button that opens one.
  const newButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    newButton.current?.focus();
  }, [editing]);
  const close = () => {
    refocus.current = true;
    setEditing(null);
  };

  // Every change (an edit, a deletion, an import) counts: the training state follows it, and the
  // lists are read again when the new training scores land.
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((n) => n + 1);
  const scored = () => {
    qnas.reload();
    intents.reload();
  };

  const saved = () => {
    close();
    changed();
    list.reload();
  };
  const remove = async (id: string, name: string) => {
    if (!confirm(`Delete “${name}”?`)) return;
    await appCall(appId, 'DELETE', `${TRAINER}/${listKind}/${id}`).catch((e: Error) => alert(e.message));
    changed();
    list.reload();
  };

  // Tabs as the ARIA pattern has them: Tab reaches the chosen one, the arrow keys move between them.
  const tabs = (
    <div class="segmented" role="tablist" aria-label="Training data" onKeyDown={tabKeys}>
      <button role="tab" aria-selected={kind === 'qnas'} tabIndex={kind === 'qnas' ? 0 : -1} class={kind === 'qnas' ? 'active' : ''} onClick={() => show('qnas')}>
        QnAs {qnas.data && <span class="count">{qnas.data.length}</span>}
      </button>
      <button role="tab" aria-selected={kind === 'intents'} tabIndex={kind === 'intents' ? 0 : -1} class={kind === 'intents' ? 'active' : ''} onClick={() => show('intents')}>
        Intents {intents.data && <span class="count">{intents.data.length}</span>}
      </button>
      <button role="tab" aria-selected={kind === 'entities'} tabIndex={kind === 'entities' ? 0 : -1} class={kind === 'entities' ? 'active' : ''} onClick={() => show('entities')}>
        Entities
      </button>
    </div>
  );

  // Entity types retrain no model: no training state or training data around them.
  if (kind === 'entities')
    return (
      <div class="trainer">
        <EntitiesSection app={props.app} tabs={tabs} />
      </div>
    );

  return (
    <div class="trainer">
      <TrainingState appId={appId} changes={changes} onScored={scored} />
      <div class="card">
        <div class="page-head">
          {tabs}
          {!editing && !readOnly && (
            <button class="btn primary" ref={newButton} onClick={() => setEditing({ kind, item: null } as Editing)}>
              + New {kind === 'qnas' ? 'QnA' : 'Intent'}
            </button>
          )}
        </div>
        <p class="muted small">
          {kind === 'qnas'
            ? 'A QnA is a question your bot answers by itself: the phrasings users type, and the answers (one is picked at random).'
            : 'An Intent is something users want that your bot handles in code: the classifier tells your webhook which one.'}{' '}
          The percentage next to each is its training score: how many of its phrasings the model sends back to it when trained without them (see “What is this score?” above).
        </p>
        {editing?.kind === 'qnas' && <QnaEditor appId={appId} qna={editing.item} onDone={saved} onCancel={close} />}
        {editing?.kind === 'intents' && <IntentEditor appId={appId} intent={editing.item} onDone={saved} onCancel={close} />}
        {list.error && <Notice kind="error">{list.error}</Notice>}
        {!list.data && !list.error && <Spinner />}
        {list.data?.length === 0 && !editing && (
          <div class="empty">
            <p class="muted">No {kind === 'qnas' ? 'QnA' : 'Intent'} yet.</p>
          </div>
        )}
        <ul class="items">
          {kind === 'qnas' &&
            qnas.data?.map((q) => (
              <Item key={q.id} kind="QnA" name={q.title} sub={q.utterances.map((u) => u.value)} score={q.trainingScore} readOnly={readOnly} onEdit={() => setEditing({ kind: 'qnas', item: q })} onDelete={() => void remove(q.id, q.title)} />
            ))}
          {kind === 'intents' &&
            intents.data?.map((i) => (
              <Item key={i.id} kind="Intent" name={i.label} sub={i.utterances.map((u) => u.value)} score={i.trainingScore} readOnly={readOnly} onEdit={() => setEditing({ kind: 'intents', item: i })} onDelete={() => void remove(i.id, i.label)} />
            ))}
        </ul>
      </div>
      <TryIt app={props.app} />
      <TrainingData appId={appId} language={props.app.language} canImport={!readOnly} onImported={() => (changed(), scored())} />
    </div>
  );
}

/** A QnA or an Intent in the list: its training score, and what to do about a low one. */
function Item(props: { kind: 'QnA' | 'Intent'; name: string; sub: string[]; score: number | null; readOnly: boolean; onEdit: () => void; onDelete: () => void }) {
  const hint = scoreHint(props.kind, props.sub.length, props.score);
  return (
    <li class="item">
      <div class="item-main">
        <div class="item-title">
          <strong>{props.name}</strong> <ScoreBadge score={props.score} title={props.score === null ? undefined : scoreTitle(props.kind, props.sub.length, props.score)} />
        </div>
        <div class="muted small ellipsis">
          {props.sub.length ? props.sub.slice(0, 4).join(' · ') : 'No utterance'}
          {props.sub.length > 4 && ` · +${props.sub.length - 4}`}
        </div>
        {hint && (
          <p class="small score-hint" data-testid="score-hint">
            {hint}
          </p>
        )}
      </div>
      <div class="item-actions" hidden={props.readOnly}>
        <button class="btn small ghost" onClick={props.onEdit}>
          Edit
        </button>
        <button class="btn small ghost danger" onClick={props.onDelete} aria-label={`Delete ${props.name}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
