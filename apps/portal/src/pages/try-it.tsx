import { faqTexts, type Language } from '@parley/contracts';
import { useState } from 'preact/hooks';
import { appCall, TRAINER, type App, type Entity, type Explained, type Spellcheck } from '../api';
import { ChatMessages } from '../components/chat-messages';
import { Notice } from '../components/ui';
import { useSubmit } from '../hooks';
import { percent } from '../lib/chart';
import { entityValueText } from '../lib/entity-values';
import { faqPreview } from '../lib/faq-preview';
import { whyAnswered } from '../lib/why';

interface Result {
  /** The sentence these answers are for (the field may have changed since). */
  sentence: string;
  explained: Explained;
  spelling: Spellcheck | null;
  entities: Entity[] | null;
}

/** The browser's time zone, which relative times ("tomorrow at 5pm") are read in and shown in. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * A sentence as the App's users would send it, through the three services a bot uses together:
 * the classifier (its three best candidates against the App's threshold and tie margin, and what
 * the FAQ bot would answer, in the App's language), the spell checker and entity extraction (times
 * read in the browser's time zone).
 */
export function TryIt(props: { app: App }) {
  const { app } = props;
  const [sentence, setSentence] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const { busy, error, run } = useSubmit();

  const submit = async (e: Event) => {
    e.preventDefault();
    const s = sentence.trim();
    if (!s) return;
    const q = encodeURIComponent(s);
    const tz = browserTimeZone();
    const res = await run(async () => {
      // The spell checker and extraction are extras: the classification shows without them.
      const [explained, spelling, entities] = await Promise.all([
        appCall<Explained>(app.id, 'POST', `${TRAINER}/classify/explain`, { sentence: s }),
        appCall<Spellcheck>(app.id, 'GET', `/nlp/spellchecking/v1?sentence=${q}`).catch(() => null),
        appCall<Entity[]>(app.id, 'GET', `/nlp/entity-extraction/v0?sentence=${q}${tz ? `&timezone=${encodeURIComponent(tz)}` : ''}`).catch(() => null),
      ]);
      return { sentence: s, explained, spelling, entities };
    });
    if (res) setResult(res);
  };

  return (
    <aside class="card try-it" aria-labelledby="try-it-title">
      <h2 id="try-it-title">Try it</h2>
      <p class="muted small">Type what a user would say ({app.language.toUpperCase()}).</p>
      <form class="inline-form" onSubmit={(e) => void submit(e)}>
        <input name="sentence" aria-label="Sentence to classify" maxLength={2000} value={sentence} onInput={(e) => setSentence(e.currentTarget.value)} placeholder="Can I pay with PayPal?" />
        <button class="btn primary" type="submit" disabled={busy || !sentence.trim()}>
          {busy ? '…' : 'Classify'}
        </button>
      </form>
      {error && <Notice kind="error">{error}</Notice>}
      {result && <TryResult result={result} texts={faqTexts(app.language as Language, app.fallbackMessages)} />}
    </aside>
  );
}

function TryResult(props: { result: Result; texts: { fallback: string; choose: string } }) {
  const { explained: x, spelling, entities } = props.result;
  const kept = new Set(x.matches.map((m) => m.id));
  const best = x.candidates[0]?.probability ?? 0;
  const preview = faqPreview(x.matches, x.entities, props.texts);
  const why = whyAnswered(x);
  return (
    <div class="try-result">
      {why && (
        <div class={`why ${why.answered ? 'answered' : 'rejected'}`} data-testid="why" data-sentence={props.result.sentence}>
          <p class="why-verdict">
            <strong>{why.verdict}</strong>
          </p>
          {why.read && (
            <p class="why-read muted small" data-testid="why-read">
              {why.read}
            </p>
          )}
          <ul class="why-lines" aria-label="The best candidates against the threshold">
            {why.lines.map((l) => (
              <li key={l.id} class={l.passes ? 'passes' : 'under'}>
                {l.text}
                <span class="muted small"> ({l.passes ? 'passes' : 'under'})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <h3>Best matches</h3>
      {x.candidates.length === 0 ? (
        <p class="muted result-empty">No QnA or Intent yet.</p>
      ) : (
        <ul class="matches" data-testid="matches">
          {x.candidates.map((m, i) => (
            <li key={m.id} class={kept.has(m.id) ? 'kept' : 'dropped'}>
              <div class="match-head">
                <span class={`tag ${m.type === 'QnA' ? 'qna' : 'intent'}`}>{m.type}</span>
                <strong class="ellipsis">{m.label}</strong>
                <span class="muted small right nowrap">{percent(m.probability)}</span>
              </div>
              <div
                class="scale"
                role="img"
                aria-label={`${percent(m.probability)}; threshold ${percent(x.threshold)}${i > 0 ? `; a tie from ${percent(Math.max(0, best - x.margin))}` : ''}`}
              >
                <span class="scale-fill" style={{ width: percent(m.probability) }} />
                {i > 0 && <span class="scale-band" style={{ left: percent(Math.max(0, best - x.margin)), width: percent(Math.min(best, x.margin)) }} />}
                <span class="scale-threshold" style={{ left: percent(x.threshold) }} />
              </div>
              <p class="small muted match-note">{keptNote(kept.has(m.id), x.matches.length > 1, m.type, i)}</p>
            </li>
          ))}
        </ul>
      )}
      <p class="small muted legend">
        <span class="key-threshold" aria-hidden="true" /> Threshold {percent(x.threshold)} · <span class="key-band" aria-hidden="true" /> Tie margin {percent(x.margin)}
      </p>
      <h3>The FAQ bot would answer</h3>
      <div data-testid="faq-answer">
        <ChatMessages messages={preview.messages} sender="bot" label="The FAQ bot's answer, as the widget shows it" />
        {preview.kind === 'answer' && preview.alternatives > 1 && <p class="muted small">One of its {preview.alternatives} answers, picked at random.</p>}
        {preview.kind === 'fallback' && (
          <p class="muted small">
            The App's fallback text (Settings):{' '}
            {!x.matches[0] ? 'nothing passed the threshold' : x.matches[0].type === 'Intent' ? 'an Intent has no answer here, your bot answers it' : 'this QnA has no answer'}.
          </p>
        )}
      </div>
      <h3>Spelling</h3>
      {spelling === null ? (
        <p class="muted small">The spell checker did not answer.</p>
      ) : spelling.correctSentence === spelling.originalSentence ? (
        <p class="muted small" data-testid="spelling">
          No correction.
        </p>
      ) : (
        <p data-testid="spelling">{spelling.correctSentence}</p>
      )}
      <h3>Entities</h3>
      {entities === null ? (
        <p class="muted small">Entity extraction did not answer.</p>
      ) : entities.length === 0 ? (
        <p class="muted small" data-testid="entities">
          None found.
        </p>
      ) : (
        <ul class="entities" data-testid="entities">
          {entities.map((e) => (
            <li key={`${e.dim}:${e.start}`}>
              <span class="tag">{e.dim}</span> <q>{e.body}</q> <span class="muted small">{entityValueText(e)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Why a candidate was kept or not: an Intent kept is the match sent to the bot, which answers it itself. */
function keptNote(kept: boolean, tie: boolean, type: 'QnA' | 'Intent', rank: number): string {
  if (!kept) return rank === 0 ? 'Under the threshold' : 'Not within the tie margin';
  if (tie) return 'Kept: a tie with the best';
  return type === 'QnA' ? 'Kept: the answer' : 'Kept: the match (your bot answers it)';
}
