import { useEffect, useRef, useState } from 'preact/hooks';
import { appCall, TRAINER, type Intent, type Qna } from '../api';
import { Field, Notice } from '../components/ui';
import { useSubmit } from '../hooks';
import { joinAnswers, splitAnswers } from '../lib/answers';
import { lines, problemsByField } from '../lib/forms';

const utterances = (text: string) => lines(text).map((value) => ({ value }));

/** An editor takes the focus when it opens, on its first field: the keyboard goes on from there. */
function useFocusFirst() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.querySelector<HTMLElement>('input, textarea')?.focus(), []);
  return ref;
}

/** Creates or edits a QnA: title, utterances (one per line), text answers, resolve prompt. */
export function QnaEditor(props: { appId: string; qna: Qna | null; onDone: () => void; onCancel: () => void }) {
  const q = props.qna;
  const [{ rich }] = useState(() => splitAnswers(q?.answers ?? []));
  const [title, setTitle] = useState(q?.title ?? '');
  const [utter, setUtter] = useState(q?.utterances.map((u) => u.value).join('\n') ?? '');
  const [answers, setAnswers] = useState(() => {
    const t = splitAnswers(q?.answers ?? []).texts;
    return t.length ? t : [''];
  });
  const [prompt, setPrompt] = useState(q?.resolvePrompt ?? '');
  const { busy, error, details, run } = useSubmit();
  const p = problemsByField(details);
  const form = useFocusFirst();

  const submit = async (e: Event) => {
    e.preventDefault();
    const body = { title: title.trim(), utterances: utterances(utter), answers: joinAnswers(answers, rich), resolvePrompt: prompt.trim() };
    const ok = await run(() => (q ? appCall(props.appId, 'PUT', `${TRAINER}/qnas/${q.id}`, body) : appCall(props.appId, 'POST', `${TRAINER}/qnas`, body)));
    if (ok) props.onDone();
  };

  return (
    <form class="editor" ref={form} onSubmit={(e) => void submit(e)} noValidate>
      <h3>{q ? `Edit “${q.title}”` : 'New QnA'}</h3>
      {error && !details.length && <Notice kind="error">{error}</Notice>}
      <Field label="Title" error={p.title}>
        {(id) => <input id={id} name="title" value={title} onInput={(e) => setTitle(e.currentTarget.value)} placeholder="Payment methods" />}
      </Field>
      <Field label="Utterances" error={p.utterances} hint="What users type, one per line. Five or more varied phrasings work best.">
        {(id) => <textarea id={id} name="utterances" rows={5} value={utter} onInput={(e) => setUtter(e.currentTarget.value)} placeholder={'How can I pay?\nDo you take credit cards?'} />}
      </Field>
      <Field label="Answers" error={p.answers} hint="The bot picks one at random.">
        {(id) => (
          <div class="stack tight" id={id}>
            {answers.map((a, i) => (
              <div class="answer-row" key={i}>
                <textarea
                  name={`answer-${i}`}
                  aria-label={`Answer ${i + 1}`}
                  rows={2}
                  value={a}
                  onInput={(e) => setAnswers(answers.map((x, j) => (j === i ? e.currentTarget.value : x)))}
                  placeholder="You can pay by card or PayPal."
                />
                {answers.length > 1 && (
                  <button type="button" class="btn small ghost" aria-label={`Remove answer ${i + 1}`} onClick={() => setAnswers(answers.filter((_, j) => j !== i))}>
                    ✕
                  </button>
                )}
              </div>
            ))}
            <button type="button" class="btn small ghost self-start" onClick={() => setAnswers([...answers, ''])}>
              + Another answer
            </button>
            {rich.length > 0 && <p class="hint">{rich.length} rich answer(s) (tables, buttons…) are kept as they are; edit them through the API.</p>}
          </div>
        )}
      </Field>
      <Field label="Resolve prompt (optional)" error={p.resolvePrompt} hint="Shown when several QnAs or Intents match, e.g. “Payment?”.">
        {(id) => <input id={id} name="resolvePrompt" value={prompt} onInput={(e) => setPrompt(e.currentTarget.value)} />}
      </Field>
      <div class="actions">
        <button class="btn primary" type="submit" disabled={busy}>
          {busy ? 'Saving…' : q ? 'Save QnA' : 'Create QnA'}
        </button>
        <button class="btn ghost" type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Creates or edits an Intent: label, description, utterances, resolve prompt. */
export function IntentEditor(props: { appId: string; intent: Intent | null; onDone: () => void; onCancel: () => void }) {
  const it = props.intent;
  const [label, setLabel] = useState(it?.label ?? '');
  const [description, setDescription] = useState(it?.description ?? '');
  const [utter, setUtter] = useState(it?.utterances.map((u) => u.value).join('\n') ?? '');
  const [prompt, setPrompt] = useState(it?.resolvePrompt ?? '');
  const { busy, error, details, run } = useSubmit();
  const p = problemsByField(details);
  const form = useFocusFirst();

  const submit = async (e: Event) => {
    e.preventDefault();
    const body = { label: label.trim(), description: description.trim(), utterances: utterances(utter), resolvePrompt: prompt.trim() };
    const ok = await run(() => (it ? appCall(props.appId, 'PUT', `${TRAINER}/intents/${it.id}`, body) : appCall(props.appId, 'POST', `${TRAINER}/intents`, body)));
    if (ok) props.onDone();
  };

  return (
    <form class="editor" ref={form} onSubmit={(e) => void submit(e)} noValidate>
      <h3>{it ? `Edit “${it.label}”` : 'New Intent'}</h3>
      {error && !details.length && <Notice kind="error">{error}</Notice>}
      <Field label="Label" error={p.label} hint="The name your webhook receives, e.g. book-flight.">
        {(id) => <input id={id} name="label" value={label} onInput={(e) => setLabel(e.currentTarget.value)} />}
      </Field>
      <Field label="Description" error={p.description}>
        {(id) => <input id={id} name="description" value={description} onInput={(e) => setDescription(e.currentTarget.value)} />}
      </Field>
      <Field label="Utterances" error={p.utterances} hint="One per line.">
        {(id) => <textarea id={id} name="utterances" rows={5} value={utter} onInput={(e) => setUtter(e.currentTarget.value)} />}
      </Field>
      <Field label="Resolve prompt (optional)" error={p.resolvePrompt}>
        {(id) => <input id={id} name="resolvePrompt" value={prompt} onInput={(e) => setPrompt(e.currentTarget.value)} />}
      </Field>
      <div class="actions">
        <button class="btn primary" type="submit" disabled={busy}>
          {busy ? 'Saving…' : it ? 'Save Intent' : 'Create Intent'}
        </button>
        <button class="btn ghost" type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
