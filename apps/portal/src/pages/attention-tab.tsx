import { useState } from 'preact/hooks';
import { all, appCall, TRAINER, type App, type AttentionGroup, type AttentionPage, type AttentionResult, type Intent, type Qna } from '../api';
import { Field, Notice, Spinner } from '../components/ui';
import { useLoad, useSubmit } from '../hooks';
import { percent } from '../lib/chart';
import { abilities } from '../lib/roles';
import { MatchTag } from './conversations-tab';

interface Target {
  value: string;
  label: string;
}

/**
 * What the bot missed: user messages that matched nothing, matched with a low score or tied,
 * grouped by their text. Each group goes to a QnA or Intent, becomes a new QnA, or is dismissed;
 * the App retrains and the group says whether it matches now.
 */
export function AttentionTab(props: { app: App }) {
  const appId = props.app.id;
  const [page, setPage] = useState(1);
  const inbox = useLoad(() => appCall<AttentionPage>(appId, 'GET', `/attention?page=${page}&size=20`), [appId, page]);
  const qnas = useLoad(() => all<Qna>(appId, `${TRAINER}/qnas`), [appId]);
  const intents = useLoad(() => all<Intent>(appId, `${TRAINER}/intents`), [appId]);
  const targets: { qnas: Target[]; intents: Target[] } = {
    qnas: (qnas.data ?? []).map((q) => ({ value: `QnA:${q.id}`, label: q.title })),
    intents: (intents.data ?? []).map((i) => ({ value: `Intent:${i.id}`, label: i.label })),
  };
  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  return (
    <div class="stack">
      <p class="muted">
        Messages of the last 30 days that matched nothing, matched with a score under 50%, or matched several QnAs at once, grouped by their text, most frequent
        first.
      </p>
      {inbox.error && <Notice kind="error">{inbox.error}</Notice>}
      {!data && !inbox.error && <Spinner />}
      {data && data._content.length === 0 && (
        <div class="card empty">
          <p class="muted">Nothing needs attention: every recent message found its answer.</p>
        </div>
      )}
      {data && data._content.length > 0 && (
        <ul class="attention" aria-label="Messages that need attention">
          {data._content.map((g) => (
            <GroupCard key={g.key} appId={appId} group={g} targets={targets} onNewQna={qnas.reload} readOnly={!abilities(props.app.role).editTraining} />
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav class="actions" aria-label="Pages">
          <button class="btn" type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span class="muted small pager">
            Page {page} of {pages}
          </span>
          <button class="btn" type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}

function GroupCard(props: { appId: string; group: AttentionGroup; targets: { qnas: Target[]; intents: Target[] }; onNewQna: () => void; readOnly: boolean }) {
  const { group: g, appId } = props;
  const suggested: Target[] = g.suggestions.map((s) => ({ value: `${s.type}:${s.id}`, label: `${s.label} (${percent(s.score)})` }));
  const taken = new Set(suggested.map((s) => s.value));
  const [target, setTarget] = useState(suggested[0]?.value ?? props.targets.qnas[0]?.value ?? '');
  const [creating, setCreating] = useState(false);
  const [title, setTitle] = useState(g.text.slice(0, 500));
  const [answer, setAnswer] = useState('');
  const [result, setResult] = useState<AttentionResult | null>(null);
  const { busy, error, details, run } = useSubmit();
  const problem = (field: string) => details.find((d) => d.field === field)?.problem;

  const act = async (path: string, body: object) => {
    const res = await run(() => appCall<AttentionResult>(appId, 'POST', `/attention/${path}`, { key: g.key, ...body }));
    if (res) setResult(res);
    return res;
  };
  const addTo = () => {
    const [type, id] = target.split(':');
    return act('utterance', { text: g.text, targetType: type, targetId: id });
  };
  const createQna = async (e: Event) => {
    e.preventDefault();
    if (await act('qna', { text: g.text, title, ...(answer.trim() ? { answer } : {}) })) props.onNewQna();
  };
  // Once the group is added or made a QnA, "Now" is what the retrained model says, not the match before.
  const now = result && result.action !== 'dismissed' ? result.now : g.now;
  const reasons = [g.unmatched && `${g.unmatched} unmatched`, g.low && `${g.low} low score`, g.ties && `${g.ties} tie${g.ties > 1 ? 's' : ''}`].filter(Boolean);

  return (
    <li class="card attention-item">
      <div class="conv-head">
        <strong class="attention-text">“{g.text}”</strong>
        <span class="count-badge" title="Messages with this text">
          ×{g.count}
        </span>
      </div>
      <div class="tags">
        {reasons.map((r) => (
          <span key={r} class="tag warn">
            {r}
          </span>
        ))}
        <span class="small muted">
          Then: <MatchTag match={g.recorded} />
        </span>
        {now.matched && (
          <span class="small muted" data-testid="now">
            Now: <MatchTag match={now.match} tie={now.tie} />
          </span>
        )}
      </div>
      {result ? (
        <Notice kind={result.action === 'dismissed' ? 'info' : result.now.matched ? 'ok' : 'warn'}>
          {result.action === 'dismissed'
            ? 'Dismissed.'
            : result.now.matched && result.now.match
              ? `Now matched: ${result.now.match.name} (${percent(result.now.match.score)})${result.now.tie ? ', with a tie' : ''}.`
              : 'Added, but it still matches nothing above the threshold: add more utterances like it.'}
        </Notice>
      ) : props.readOnly ? null : creating ? (
        <form class="editor" onSubmit={(e) => void createQna(e)}>
          <Field label="Title" error={problem('title')}>
            {(id) => <input id={id} value={title} onInput={(e) => setTitle(e.currentTarget.value)} />}
          </Field>
          <Field label="Answer" error={problem('answer')} hint="Optional: a text the FAQ bot answers.">
            {(id) => <textarea id={id} rows={2} value={answer} onInput={(e) => setAnswer(e.currentTarget.value)} />}
          </Field>
          {error && !details.length && <Notice kind="error">{error}</Notice>}
          <div class="actions">
            <button class="btn primary" type="submit" disabled={busy || !title.trim()}>
              {busy ? 'Creating…' : 'Create QnA'}
            </button>
            <button class="btn ghost" type="button" onClick={() => setCreating(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <div class="attention-actions">
            <Field label="Add as an utterance of">
              {(id) => (
                <select id={id} value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
                  {suggested.length > 0 && (
                    <optgroup label="Suggested">
                      {suggested.map((t) => (
                        <option key={t.value} value={t.value}>
                          {t.label}
                        </option>
                      ))}
                    </optgroup>
                  )}
                  {(['qnas', 'intents'] as const).map((kind) => {
                    const rest = props.targets[kind].filter((t) => !taken.has(t.value));
                    return rest.length ? (
                      <optgroup key={kind} label={kind === 'qnas' ? 'QnAs' : 'Intents'}>
                        {rest.map((t) => (
                          <option key={t.value} value={t.value}>
                            {t.label}
                          </option>
                        ))}
                      </optgroup>
                    ) : null;
                  })}
                </select>
              )}
            </Field>
            <button class="btn primary" type="button" disabled={busy || !target} onClick={() => void addTo()}>
              {busy ? 'Retraining…' : 'Add'}
            </button>
          </div>
          {error && <Notice kind="error">{error}</Notice>}
          <div class="actions">
            <button class="btn" type="button" disabled={busy} onClick={() => setCreating(true)}>
              New QnA from it
            </button>
            <button class="btn ghost" type="button" disabled={busy} onClick={() => void act('dismiss', {})}>
              Dismiss
            </button>
          </div>
        </>
      )}
    </li>
  );
}
