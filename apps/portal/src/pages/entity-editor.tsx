import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@parley/contracts';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { appCall, TRAINER, type EntityType, type EntityTypeResponse } from '../api';
import { Field, Notice, Spinner } from '../components/ui';
import { useLoad, useSubmit } from '../hooks';
import { ENTITY_LIMITS, entityBody, entityProblems, fold, mergeRows, parseValueList, sameDraft, toRows, type LineProblem, type ValueRow } from '../lib/entities';
import { MAX_IMPORT_BYTES } from '../lib/training-data';

/** Value rows drawn at first (a type may hold 100,000 values): "Show more" and the filter reach the others. */
const PAGE = 100;

/** A row of the editor, with a key of its own: the API's problems and the keyboard focus follow it. */
type Row = ValueRow & { key: number };
type PatternRow = { key: number; text: string };

let nextKey = 0;
const row = (v: ValueRow): Row => ({ ...v, key: ++nextKey });

/** An entity type with its values, as GET /trainer/api/v0/entities/:id answers it. */
async function loadEntity(appId: string, id: string): Promise<EntityType> {
  return (await appCall<EntityTypeResponse>(appId, 'GET', `${TRAINER}/entities/${id}`)).entity;
}

interface EditorProps {
  appId: string;
  /** null: a new entity type. */
  id: string | null;
  /** The language of a new one. */
  language: Language;
  /** A viewer's: everything shown, nothing changed. */
  readOnly: boolean;
  onDone: (saved: EntityType) => void;
  onCancel: () => void;
  /** Whether the form differs from the saved version (the test sentence says it tests the saved one). */
  onDirty: (dirty: boolean) => void;
}

/** Creates, edits or (for a viewer) shows an entity type, read with its values first. */
export function EntityEditor(props: EditorProps) {
  const loaded = useLoad(() => (props.id ? loadEntity(props.appId, props.id) : Promise.resolve(null)), [props.appId, props.id]);
  if (loaded.error)
    return (
      <div class="editor">
        <Notice kind="error">{loaded.error}</Notice>
        <button class="btn ghost" type="button" onClick={props.onCancel}>
          Close
        </button>
      </div>
    );
  if (props.id && !loaded.data) return <Spinner />;
  return <EntityForm {...props} entity={loaded.data ?? null} />;
}

function EntityForm(props: EditorProps & { entity: EntityType | null }) {
  const t = props.entity;
  const ro = props.readOnly;
  const [name, setName] = useState(t?.name ?? '');
  const [language, setLanguage] = useState<Language>(t?.language ?? props.language);
  const [fuzzy, setFuzzy] = useState(t?.fuzzy ?? false);
  const [rows, setRows] = useState<Row[]>(() => (t ? toRows(t.values).map(row) : [row({ value: '', synonyms: '' })]));
  const [patterns, setPatterns] = useState<PatternRow[]>(() => (t?.patterns ?? []).map((text) => ({ key: ++nextKey, text })));
  const [filter, setFilter] = useState('');
  const [limit, setLimit] = useState(PAGE);
  // Rows added with "+ Add a value" stay in sight whatever the filter and the page.
  const [pinned, setPinned] = useState<ReadonlySet<number>>(new Set());
  const [paste, setPaste] = useState('');
  const [replace, setReplace] = useState(false);
  const [listNote, setListNote] = useState<string | null>(null);
  const [listProblems, setListProblems] = useState<{ source: string; problems: LineProblem[] } | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { busy, error, details, run } = useSubmit();
  // The rows and patterns of the last save, by key: the API's problems go back to them.
  const [sent, setSent] = useState<{ valueKeys: number[]; patternKeys: number[] } | null>(null);
  const p = sent ? entityProblems(details, sent.valueKeys, sent.patternKeys) : null;
  const form = useRef<HTMLFormElement>(null);
  const focusKey = useRef<number | null>(null);

  const draft = () => ({ name, language, fuzzy, values: rows, patterns: patterns.map((r) => r.text) });
  const [initial] = useState(draft);
  const dirty = useMemo(() => !sameDraft(initial, draft()), [name, language, fuzzy, rows, patterns]);
  const { onDirty } = props;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  // The form takes the focus when it opens, on its first field; a row added takes it then.
  useLayoutEffect(() => form.current?.querySelector<HTMLElement>('input, textarea')?.focus(), []);
  useLayoutEffect(() => {
    if (focusKey.current === null) return;
    form.current?.querySelector<HTMLElement>(`[data-key="${focusKey.current}"] input`)?.focus();
    focusKey.current = null;
  });

  const setRow = (key: number, change: Partial<ValueRow>) => setRows(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const addRow = () => {
    const r = row({ value: '', synonyms: '' });
    setRows([...rows, r]);
    setPinned(new Set([...pinned, r.key]));
    focusKey.current = r.key;
  };
  const addPattern = () => {
    const r = { key: ++nextKey, text: '' };
    setPatterns([...patterns, r]);
    focusKey.current = r.key;
  };

  /** A list read from the paste box or a file: added (or in place of the values) only when it has no problem. */
  const takeList = (text: string, source: string, csv: boolean): boolean => {
    const parsed = parseValueList(text, { csv });
    setListNote(null);
    if (parsed.problems.length) {
      setListProblems({ source, problems: parsed.problems });
      return false;
    }
    setListProblems(null);
    if (!parsed.values.length) {
      setListNote(`No value in ${source}.`);
      return false;
    }
    const merged = mergeRows(rows, parsed.values, replace, row);
    setRows(merged.rows);
    setFilter('');
    const parts = [`${merged.added} value${merged.added === 1 ? '' : 's'} added`];
    if (merged.extended) parts.push(`${merged.extended} given more synonyms`);
    if (replace) parts[0] = `The values are now the ${merged.rows.length} of ${source}`;
    setListNote(`${parts.join(', ')} (${merged.rows.length.toLocaleString('en-US')} in all). Save to keep them.`);
    return true;
  };
  const addPasted = () => {
    if (takeList(paste, 'the pasted list', false)) setPaste('');
  };
  const pickFile = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const f = input.files?.[0];
    setFileKey((k) => k + 1);
    if (!f) return;
    if (f.size > MAX_IMPORT_BYTES) {
      setListNote(null);
      setListProblems({ source: f.name, problems: [{ line: 0, problem: 'the file is larger than 10 MiB' }] });
      return;
    }
    takeList(await f.text(), f.name, /\.csv$/i.test(f.name) || f.type === 'text/csv');
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    if (ro) return;
    const { body, valueRows, patternRows } = entityBody(draft());
    setSent({ valueKeys: valueRows.map((i) => rows[i]!.key), patternKeys: patternRows.map((i) => patterns[i]!.key) });
    const res = await run(() =>
      t
        ? appCall<EntityTypeResponse>(props.appId, 'PUT', `${TRAINER}/entities/${t.id}`, body)
        : appCall<EntityTypeResponse>(props.appId, 'POST', `${TRAINER}/entities`, body),
    );
    if (res) props.onDone(res.entity);
  };

  // The rows in sight: the first PAGE the filter keeps, and those added or refused since.
  const wanted = fold(filter.trim());
  let kept = 0;
  let matching = 0;
  const visible: { r: Row; n: number }[] = [];
  rows.forEach((r, i) => {
    const hit = !wanted || fold(`${r.value} ${r.synonyms}`).includes(wanted);
    if (hit) matching++;
    if (hit && kept < limit) kept++;
    else if (!pinned.has(r.key) && !p?.valueRows.has(r.key)) return;
    visible.push({ r, n: i + 1 });
  });
  const filled = rows.filter((r) => r.value.trim()).length;

  // Every problem of the last save, named where it is (the fields show theirs too).
  const summary: string[] = [];
  if (p) {
    if (p.name) summary.push(`Name ${p.name}`);
    if (p.language) summary.push(`Language ${p.language}`);
    if (p.fuzzy) summary.push(`Fuzzy ${p.fuzzy}`);
    if (p.values) summary.push(`Values ${p.values}`);
    rows.forEach((r, i) => p.valueRows.get(r.key)?.forEach((x) => summary.push(`Value ${i + 1}${r.value.trim() ? ` (“${r.value.trim()}”)` : ''}: ${x}`)));
    if (p.patterns) summary.push(`Patterns ${p.patterns}`);
    patterns.forEach((r, i) => p.patternRows.get(r.key)?.forEach((x) => summary.push(`Pattern ${i + 1} (${r.text}): ${x}`)));
    summary.push(...p.other);
  }

  return (
    <form class="editor entity-editor" ref={form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="entity-editor-title">
      <h3 id="entity-editor-title">{ro ? `“${t?.name ?? ''}” (read only)` : t ? `Edit “${t.name}”` : 'New entity'}</h3>
      {ro && <p class="muted small">Viewers read an App's entities; its editors and owner change them.</p>}
      {error && !details.length && <Notice kind="error">{error}</Notice>}
      {summary.length > 0 && (
        <div class="notice error" role="alert" data-testid="entity-problems">
          The entity was not saved: {summary.length === 1 ? 'one problem' : `${summary.length} problems`}.
          <ul class="problems">
            {summary.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </div>
      )}
      <div class="row">
        <Field label="Name" error={p?.name} hint={ro ? undefined : <>Lower-case letters, digits, _ or -: the <code>dim</code> of what it finds, e.g. plan.</>}>
          {(id) => <input id={id} name="name" class="mono" value={name} readOnly={ro} autoComplete="off" spellcheck={false} onInput={(e) => setName(e.currentTarget.value)} placeholder="plan" />}
        </Field>
        <Field label="Language" error={p?.language}>
          {(id) => (
            <select id={id} name="language" value={language} disabled={ro} onChange={(e) => setLanguage(e.currentTarget.value as Language)}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div class="check">
        <input type="checkbox" id="entity-fuzzy" name="fuzzy" checked={fuzzy} disabled={ro} onChange={(e) => setFuzzy(e.currentTarget.checked)} aria-describedby="entity-fuzzy-hint" />
        <div>
          <label for="entity-fuzzy">
            <strong>Fuzzy</strong>
          </label>
          <p class="hint" id="entity-fuzzy-hint">
            Also find its values and synonyms written with typos (one in a word of 4 to 7 letters, two from 8) or in the plural.
          </p>
          {p?.fuzzy && <p class="error">{p.fuzzy}</p>}
        </div>
      </div>

      <fieldset class="entity-values">
        <legend>
          Values <span class="count">{filled.toLocaleString('en-US')}</span>
        </legend>
        <p class="hint">Each value is what your bot receives (the canonical value); its synonyms are other ways users write it, comma-separated.</p>
        {p?.values && <p class="error">{p.values}</p>}
        {rows.length > PAGE && (
          <Field label="Find a value" hint={`${matching.toLocaleString('en-US')} of ${rows.length.toLocaleString('en-US')} values`}>
            {(id) => <input id={id} type="search" value={filter} onInput={(e) => (setFilter(e.currentTarget.value), setLimit(PAGE))} />}
          </Field>
        )}
        <div class="value-rows" role="group" aria-label="Values and their synonyms">
          <div class="value-head" aria-hidden="true">
            <span>Value</span>
            <span>Synonyms</span>
          </div>
          {visible.map(({ r, n }) => {
            const problems = p?.valueRows.get(r.key);
            const errId = `value-error-${r.key}`;
            return (
              <div class={`value-row${problems ? ' has-error' : ''}`} key={r.key} data-key={r.key}>
                <input
                  aria-label={`Value ${n}`}
                  value={r.value}
                  readOnly={ro}
                  maxLength={ENTITY_LIMITS.text}
                  aria-invalid={problems ? true : undefined}
                  aria-describedby={problems ? errId : undefined}
                  onInput={(e) => setRow(r.key, { value: e.currentTarget.value })}
                  placeholder="enterprise"
                />
                <input
                  aria-label={`Synonyms of value ${n}`}
                  value={r.synonyms}
                  readOnly={ro}
                  aria-invalid={problems ? true : undefined}
                  aria-describedby={problems ? errId : undefined}
                  onInput={(e) => setRow(r.key, { synonyms: e.currentTarget.value })}
                  placeholder="business, corporate"
                />
                {!ro && (
                  <button type="button" class="btn small ghost" aria-label={`Remove value ${n}${r.value.trim() ? ` ${r.value.trim()}` : ''}`} onClick={() => setRows(rows.filter((x) => x !== r))}>
                    ✕
                  </button>
                )}
                {problems && (
                  <p class="error" id={errId}>
                    {problems.join('; ')}
                  </p>
                )}
              </div>
            );
          })}
          {rows.length === 0 && <p class="muted small">No value: the entity finds only what its patterns match.</p>}
        </div>
        <div class="actions">
          {!ro && (
            <button type="button" class="btn small ghost" onClick={addRow}>
              + Add a value
            </button>
          )}
          {matching > kept && (
            <button type="button" class="btn small ghost" onClick={() => setLimit(limit + PAGE)}>
              Show {Math.min(PAGE, matching - kept)} more (of {(matching - kept).toLocaleString('en-US')})
            </button>
          )}
        </div>

        {!ro && (
          <div class="bulk">
            <h4>Add many values at once</h4>
            <p class="hint" id="list-format">
              One value per line, its synonyms after a colon: <code>enterprise: business, corporate</code>. CSV works too, the value first:{' '}
              <code>enterprise,business,corporate</code> (as Dialogflow exports an entity; cells pasted from a spreadsheet too). Quote a value that holds a
              comma or a colon: <code>"12:30": half past twelve</code>. A value already in the list gets the synonyms it lacks.
            </p>
            <div class="field">
              <label for="entity-paste">Paste a list</label>
              <textarea id="entity-paste" rows={4} value={paste} aria-describedby="list-format" onInput={(e) => setPaste(e.currentTarget.value)} placeholder={'basic: starter, free\npro: professional\nenterprise: business, corporate'} />
            </div>
            <div class="bulk-actions">
              <button type="button" class="btn small" disabled={!paste.trim()} onClick={addPasted}>
                Add the pasted values
              </button>
              <div class="field file-field">
                <label for={`entity-file-${fileKey}`}>Upload a file (.txt or .csv)</label>
                <input key={fileKey} id={`entity-file-${fileKey}`} type="file" accept=".txt,.csv,text/plain,text/csv" aria-describedby="list-format" onChange={(e) => void pickFile(e)} />
              </div>
            </div>
            <label class="check small">
              <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.currentTarget.checked)} />
              <span>Replace the values with the list rather than add to them</span>
            </label>
            <p class="hint" role="status">
              {listNote}
            </p>
            {listProblems && (
              <div class="notice error" role="alert" data-testid="list-problems">
                Nothing was added: {listProblems.source} has {listProblems.problems.length === 1 ? 'a problem' : `${listProblems.problems.length} problems`}.
                <ul class="problems">
                  {listProblems.problems.map((x, i) => (
                    <li key={i}>{x.line ? `Line ${x.line}: ${x.problem}` : x.problem}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </fieldset>

      <fieldset class="entity-patterns">
        <legend>
          Patterns <span class="count">{patterns.filter((r) => r.text.trim()).length}</span>
        </legend>
        <p class="hint">
          Regular expressions for values no list holds, such as order numbers: <code>{'ORD-\\d{6}'}</code>. RE2 syntax (no lookarounds, no back-references); a
          pattern that could make a backtracking engine hang, or that matches an empty text, is refused. What it matches is the value.
        </p>
        {p?.patterns && <p class="error">{p.patterns}</p>}
        {patterns.map((r, i) => {
          const problems = p?.patternRows.get(r.key);
          const errId = `pattern-error-${r.key}`;
          return (
            <div class={`value-row pattern-row${problems ? ' has-error' : ''}`} key={r.key} data-key={r.key}>
              <input
                class="mono"
                aria-label={`Pattern ${i + 1}`}
                value={r.text}
                readOnly={ro}
                spellcheck={false}
                autoComplete="off"
                maxLength={ENTITY_LIMITS.pattern}
                aria-invalid={problems ? true : undefined}
                aria-describedby={problems ? errId : undefined}
                onInput={(e) => setPatterns(patterns.map((x) => (x.key === r.key ? { ...x, text: e.currentTarget.value } : x)))}
              />
              {!ro && (
                <button type="button" class="btn small ghost" aria-label={`Remove pattern ${i + 1}`} onClick={() => setPatterns(patterns.filter((x) => x !== r))}>
                  ✕
                </button>
              )}
              {problems && (
                <p class="error" id={errId} data-testid="pattern-error">
                  {problems.join('; ')}
                </p>
              )}
            </div>
          );
        })}
        {patterns.length === 0 && <p class="muted small">No pattern.</p>}
        {!ro && patterns.length < ENTITY_LIMITS.patterns && (
          <button type="button" class="btn small ghost self-start" onClick={addPattern}>
            + Add a pattern
          </button>
        )}
      </fieldset>

      <div class="actions">
        {!ro && (
          <button class="btn primary" type="submit" disabled={busy}>
            {busy ? 'Saving…' : t ? 'Save entity' : 'Create entity'}
          </button>
        )}
        <button class="btn ghost" type="button" onClick={props.onCancel}>
          {ro ? 'Close' : 'Cancel'}
        </button>
      </div>
    </form>
  );
}
