import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

let nextId = 0;
/** A form field: its label, the control, a hint, and the API's problem with it right below. */
export function Field(props: { label: string; error?: string; hint?: ComponentChildren; children: (id: string) => ComponentChildren }) {
  const [id] = useState(() => `f${++nextId}`);
  return (
    <div class={`field${props.error ? ' has-error' : ''}`}>
      <label for={id}>{props.label}</label>
      {props.children(id)}
      {props.hint && !props.error && <p class="hint">{props.hint}</p>}
      {props.error && (
        <p class="error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** Copies text to the clipboard, saying so for a moment. */
export function CopyButton(props: { text: string; label?: string }) {
  const [done, setDone] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.text);
    } catch {
      // Clipboard refused (plain http, permissions): select-and-copy by hand still works.
      return;
    }
    setDone(true);
    setTimeout(() => setDone(false), 1500);
  };
  return (
    <button type="button" class="btn small ghost" onClick={() => void copy()}>
      {done ? 'Copied ✓' : (props.label ?? 'Copy')}
    </button>
  );
}

/** A secret or snippet in monospace, with a copy button. */
export function CopyBox(props: { label: string; value: string; multiline?: boolean; secret?: boolean; testId?: string }) {
  return (
    <div class={`copybox${props.secret ? ' secret' : ''}`}>
      <div class="copybox-head">
        <span>{props.label}</span>
        <CopyButton text={props.value} />
      </div>
      <pre class={props.multiline ? 'multi' : ''} data-testid={props.testId}>
        {props.value}
      </pre>
    </div>
  );
}

export function Notice(props: { kind: 'warn' | 'error' | 'info' | 'ok'; children: ComponentChildren }) {
  return (
    <div class={`notice ${props.kind}`} role={props.kind === 'error' ? 'alert' : props.kind === 'ok' ? 'status' : undefined}>
      {props.children}
    </div>
  );
}

export function Spinner() {
  return <div class="spinner" role="status" aria-label="Loading" />;
}

/**
 * A table that may be wider than a phone: it scrolls sideways inside the page rather than the page
 * itself, and takes the keyboard focus so that it can be scrolled without a mouse.
 */
export function TableWrap(props: { label: string; children: ComponentChildren }) {
  return (
    <div class="table-wrap" role="region" aria-label={props.label} tabIndex={0}>
      {props.children}
    </div>
  );
}

/** A training score as a small badge: green when the item's phrasings are told apart well; its tooltip says how it was counted. */
export function ScoreBadge(props: { score: number | null; title?: string }) {
  if (props.score === null) return <span class="badge muted">training…</span>;
  const pct = Math.round(props.score * 100);
  const tone = pct >= 80 ? 'good' : pct >= 50 ? 'fair' : 'poor';
  return (
    <span class={`badge ${tone}`} title={props.title} data-testid="score">
      {pct}%
    </span>
  );
}
