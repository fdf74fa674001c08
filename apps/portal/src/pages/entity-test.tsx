import { LANGUAGE_NAMES, type Language } from '@parley/contracts';
import { useEffect, useRef, useState } from 'preact/hooks';
import { appCall, type Entity } from '../api';
import { Notice } from '../components/ui';
import { appMatch, highlight, matchHowText, type AppMatch } from '../lib/entities';

/** How long typing pauses before the sentence is sent (ms). */
const DEBOUNCE_MS = 300;
/**
 * A save reaches extraction within about a second (each instance compiles the new version in its
 * worker thread, and a request waits a moment for it): the sentence is tried again once this long after.
 */
const AFTER_SAVE_MS = 1500;

interface Found {
  sentence: string;
  matches: AppMatch[];
}

/**
 * A test sentence and the App's entities of one language found in it, as they go: sent to entity
 * extraction (with the App's entity types as its only dimensions) when typing pauses, each match
 * highlighted with its canonical value and how it was found. Extraction knows the saved entity types
 * only: the panel says so, and warns while the editor holds unsaved changes.
 */
export function EntityTest(props: { appId: string; language: Language; names: string[]; saves: number; unsaved: boolean }) {
  const [sentence, setSentence] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [again, setAgain] = useState(0);
  const asked = useRef(0);
  const names = props.names.join(',');

  useEffect(() => {
    if (!props.saves) return;
    const timer = setTimeout(() => setAgain((n) => n + 1), AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [props.saves]);

  useEffect(() => {
    const n = ++asked.current;
    if (!sentence.trim() || !names) {
      setFound(null);
      setError(null);
      setBusy(false);
      return;
    }
    setBusy(true);
    const timer = setTimeout(() => {
      const q = `sentence=${encodeURIComponent(sentence)}&lang=${props.language}&dimensions=${encodeURIComponent(names)}`;
      appCall<Entity[]>(props.appId, 'GET', `/nlp/entity-extraction/v0?${q}`).then(
        (entities) => {
          if (n !== asked.current) return;
          setFound({ sentence, matches: entities.map(appMatch).filter((m): m is AppMatch => m !== null) });
          setError(null);
          setBusy(false);
        },
        (e: unknown) => {
          if (n !== asked.current) return;
          setError(e instanceof Error ? e.message : String(e));
          setBusy(false);
        },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [sentence, names, props.language, props.appId, props.saves, again]);

  const lang = LANGUAGE_NAMES[props.language];
  return (
    <aside class="card try-it entity-test" aria-labelledby="entity-test-title">
      <h2 id="entity-test-title">Test a sentence</h2>
      <p class="muted small">
        Type what a user would say in {lang}: the entities found show as you type, as entity extraction finds them for your bot. It uses the saved
        entities.
      </p>
      {props.unsaved && <Notice kind="warn">Your unsaved changes are not tested: save them to see what they find.</Notice>}
      <div class="field">
        <label for="entity-test-sentence">Test sentence</label>
        <input id="entity-test-sentence" maxLength={2000} value={sentence} onInput={(e) => setSentence(e.currentTarget.value)} placeholder="I'd like the enterprise plan" autoComplete="off" />
      </div>
      <div class="entity-found" aria-live="polite" aria-busy={busy}>
        {!names ? (
          <p class="muted small">No entity in {lang} to find yet.</p>
        ) : error ? (
          <Notice kind="error">{error}</Notice>
        ) : !found ? (
          <p class="muted small">{busy ? 'Looking…' : 'Nothing to look in yet.'}</p>
        ) : found.matches.length === 0 ? (
          <p class="muted small" data-testid="entity-none">
            No entity found in “{found.sentence}”.
          </p>
        ) : (
          <FoundList found={found} />
        )}
      </div>
    </aside>
  );
}

function FoundList(props: { found: Found }) {
  const { sentence, matches } = props.found;
  return (
    <>
      <p class="entity-sentence" data-testid="entity-sentence">
        {highlight(sentence, matches).map((part, i) =>
          part.match === null ? (
            part.text
          ) : (
            <mark key={i} class={`how-${matches[part.match]!.how}`}>
              {part.text}
            </mark>
          ),
        )}
      </p>
      <ul class="entity-matches" aria-label="Entities found">
        {matches.map((m, i) => (
          <li key={i}>
            <span class="tag">{m.dim}</span> <q>{m.body}</q> <span aria-hidden="true">→</span>
            <span class="sr-only">is</span> <strong>{m.value}</strong> <span class={`tag how how-${m.how}`}>{matchHowText(m)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
