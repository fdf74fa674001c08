import { useState } from 'preact/hooks';
import { appCall, TRAINER, type Match } from '../api';
import { Notice } from '../components/ui';
import { useSubmit } from '../hooks';
import { firstText } from '../lib/answers';
import { percent } from '../lib/chart';

/** Classifies a sentence as the App's users would send it. */
export function TryIt(props: { appId: string; language: string }) {
  const [sentence, setSentence] = useState('');
  const [matches, setMatches] = useState<Match[] | null>(null);
  const { busy, error, run } = useSubmit();

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!sentence.trim()) return;
    const res = await run(() => appCall<Match[]>(props.appId, 'POST', `${TRAINER}/classify`, { sentence }));
    if (res) setMatches(res);
  };

  return (
    <aside class="card try-it">
      <h2>Try it</h2>
      <p class="muted small">Type what a user would say ({props.language.toUpperCase()}).</p>
      <form class="inline-form" onSubmit={(e) => void submit(e)}>
        <input name="sentence" aria-label="Sentence to classify" value={sentence} onInput={(e) => setSentence(e.currentTarget.value)} placeholder="Can I pay with PayPal?" />
        <button class="btn primary" type="submit" disabled={busy || !sentence.trim()}>
          {busy ? '…' : 'Classify'}
        </button>
      </form>
      {error && <Notice kind="error">{error}</Notice>}
      {matches && matches.length === 0 && <p class="muted result-empty">No match above the App's threshold.</p>}
      {matches && matches.length > 0 && (
        <ul class="matches" data-testid="matches">
          {matches.map((m) => {
            const answer = firstText(m.answers);
            return (
              <li key={m.id}>
                <div class="match-head">
                  <span class={`tag ${m.type === 'QnA' ? 'qna' : 'intent'}`}>{m.type}</span>
                  <strong>{m.label}</strong>
                  <span class="muted small right">{percent(m.probability)}</span>
                </div>
                <div class="meter">
                  <span style={{ width: percent(m.probability) }} />
                </div>
                {answer && <p class="bubble">{answer}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
