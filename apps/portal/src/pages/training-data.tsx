import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@parley/contracts';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, appCall, appDownload, TRAINER, type ImportPreview, type ImportProblem, type ImportResult } from '../api';
import { Field, Notice, TableWrap } from '../components/ui';
import { useSubmit } from '../hooks';
import { importWhole, MAX_IMPORT_BYTES, problemPlace } from '../lib/training-data';

/** Rows of a preview drawn at most (a file may hold 10,000 items). */
const MAX_ROWS = 200;

/**
 * The App's QnAs, Intents and entity types out as a file (Parley's JSON, CSV, Rasa NLU YAML of one
 * language, a Dialogflow ES agent zip) and in from one of these: a file is previewed first (new,
 * changed, unchanged, every problem with its file and line), then applied at once or not at all.
 */
export function TrainingData(props: { appId: string; language?: string; canImport?: boolean; onImported: () => void }) {
  const appLanguage = (LANGUAGES as readonly string[]).includes(props.language ?? '') ? (props.language as Language) : 'en';
  const [rasaLanguage, setRasaLanguage] = useState<Language>(appLanguage);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const exporting = useSubmit();
  const reading = useSubmit();
  const applying = useSubmit();
  const resultRef = useRef<HTMLDivElement>(null);
  // The result of an import takes the focus, so that it is read out and the keyboard goes on from there.
  useEffect(() => {
    if (done) resultRef.current?.focus();
  }, [done]);
  const query = (f: File) => `?filename=${encodeURIComponent(f.name)}`;

  const download = (format: 'json' | 'csv' | 'rasa' | 'dialogflow') =>
    exporting.run(async () => {
      const query = format === 'rasa' && rasaLanguage !== appLanguage ? `&language=${rasaLanguage}` : '';
      const { blob, filename } = await appDownload(props.appId, `${TRAINER}/training-data?format=${format}${query}`);
      saveFile(blob, filename ?? `training-data.${EXTENSIONS[format]}`);
    });

  const reset = () => {
    setFile(null);
    setPreview(null);
    setProblems([]);
    setInputKey((k) => k + 1);
  };

  /** A refusal of the whole file (a 400 naming its problems, a 413) shows as the file's problems. */
  const asProblems = (e: unknown, f: File): ImportProblem[] => {
    if (e instanceof ApiError && e.details.length) return e.details.map((d) => ({ file: f.name, ...d }) as ImportProblem);
    return [{ file: f.name, field: f.name, problem: e instanceof Error ? e.message : String(e) }];
  };

  const pick = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const f = input.files?.[0] ?? null;
    // Emptied at once: the same file, fixed, can be picked again.
    input.value = '';
    setDone(null);
    setPreview(null);
    setProblems([]);
    setFile(f);
    if (!f) return;
    if (f.size > MAX_IMPORT_BYTES) {
      setProblems([{ file: f.name, field: f.name, problem: 'The file is larger than 10 MiB' }]);
      return;
    }
    await reading.run(async () => {
      try {
        const p = await appCall<ImportPreview>(props.appId, 'POST', `${TRAINER}/training-data/preview${query(f)}`, f);
        setPreview(p);
        setProblems(p.problems);
      } catch (err) {
        setProblems(asProblems(err, f));
      }
    });
  };

  const apply = async () => {
    if (!file) return;
    const f = file;
    await applying.run(async () => {
      try {
        const res = await appCall<ImportResult>(props.appId, 'POST', `${TRAINER}/training-data/import${query(f)}`, f);
        reset();
        setDone(res);
        props.onImported();
      } catch (err) {
        setProblems(asProblems(err, f));
      }
    });
  };

  const items = preview?.items ?? [];
  const entities = preview?.entities ?? [];
  const canApply = !!preview && problems.length === 0 && !applying.busy && !reading.busy;

  return (
    <section class="card stack training-data" aria-labelledby="training-data-title">
      <div>
        <h2 id="training-data-title">Training data</h2>
        <p class="muted">
          Your QnAs, Intents and entities as a file, to keep a copy or move them to another App; or bring in the ones you already have.
        </p>
      </div>
      <div class="actions">
        <button class="btn" type="button" disabled={exporting.busy} onClick={() => void download('json')}>
          Export JSON
        </button>
        <button class="btn" type="button" disabled={exporting.busy} onClick={() => void download('csv')}>
          Export CSV
        </button>
        <button class="btn" type="button" disabled={exporting.busy} onClick={() => void download('dialogflow')}>
          Export Dialogflow agent
        </button>
        <span class="join">
          <button class="btn" type="button" disabled={exporting.busy} onClick={() => void download('rasa')}>
            Export Rasa YAML
          </button>
          <select aria-label="Language of the Rasa file" value={rasaLanguage} onChange={(e) => setRasaLanguage((e.currentTarget as HTMLSelectElement).value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </span>
      </div>
      <p class="muted small">A Rasa file holds the Intents and entities of one language, without the QnAs (Rasa's NLU data has no answers).</p>
      {exporting.error && <Notice kind="error">{exporting.error}</Notice>}
      <div ref={resultRef} tabIndex={-1} class="focus-target">
        {done && (
          <Notice kind="ok">
            Imported: {importWhole(done)}.{done.summary.new + done.summary.changed > 0 && ' The model retrains with them.'}
          </Notice>
        )}
      </div>
      {props.canImport !== false && (
        <>
          <Field
            label="Import a file"
            hint="Parley's JSON or CSV, Rasa NLU YAML, or a Dialogflow ES agent export (zip), with their entities; at most 10 MiB. You see what it changes before anything is changed; nothing is deleted."
          >
            {(id) => <input key={inputKey} id={id} type="file" name="trainingData" accept=".json,.csv,.yml,.yaml,.zip" onChange={(e) => void pick(e)} />}
          </Field>
          {reading.busy && <p class="muted">Reading {file?.name}…</p>}
          {file && !reading.busy && (preview || problems.length > 0) && (
            <div class="stack import-preview" data-testid="import-preview">
              <h3>
                {file.name}
                {preview && (
                  <span class="muted small">
                    {' '}
                    · {FORMAT_NAMES[preview.format]}
                  </span>
                )}
              </h3>
              {preview && <p data-testid="import-summary">What importing it does: {importWhole(preview)}.</p>}
              {problems.length > 0 && (
                <div class="notice error" role="alert" data-testid="import-problems">
                  <p>
                    <strong>
                      {problems.length === 1 ? 'The file has a problem' : `The file has ${problems.length} problems`}: fix {problems.length === 1 ? 'it' : 'them'} and pick
                      the file again. Nothing was changed.
                    </strong>
                  </p>
                  <ul class="problems">
                    {problems.map((p, i) => (
                      <li key={i}>
                        <span class="mono">{problemPlace(p)}</span> {p.problem}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {items.length > 0 && (
                <TableWrap label="What the import does">
                  <table class="table cards">
                    <thead>
                      <tr>
                        <th scope="col">Status</th>
                        <th scope="col">Type</th>
                        <th scope="col">Name</th>
                        <th scope="col">Language</th>
                        <th scope="col">Utterances</th>
                        <th scope="col">Changes</th>
                        <th scope="col">Where</th>
                      </tr>
                    </thead>
                    <tbody>
                      {items.slice(0, MAX_ROWS).map((it, i) => (
                        <tr key={i}>
                          <td data-label="Status">
                            <StatusBadge status={it.status} />
                          </td>
                          <td data-label="Type">{it.type}</td>
                          <td data-label="Name" class="name-cell">{it.name}</td>
                          <td data-label="Language">{it.language ?? <span class="muted">App's</span>}</td>
                          <td data-label="Utterances">{it.utterances}</td>
                          <td data-label="Changes">{it.changes.join(', ')}</td>
                          <td data-label="Where" class="mono nowrap">{problemPlace(it)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
              )}
              {items.length > MAX_ROWS && <p class="muted small">And {items.length - MAX_ROWS} more.</p>}
              {entities.length > 0 && (
                <TableWrap label="Entities the import writes">
                  <table class="table cards">
                    <thead>
                      <tr>
                        <th scope="col">Status</th>
                        <th scope="col">Entity</th>
                        <th scope="col">Language</th>
                        <th scope="col">Values</th>
                        <th scope="col">Patterns</th>
                        <th scope="col">Changes</th>
                        <th scope="col">Where</th>
                      </tr>
                    </thead>
                    <tbody>
                      {entities.slice(0, MAX_ROWS).map((t, i) => (
                        <tr key={i}>
                          <td data-label="Status">
                            <StatusBadge status={t.status} />
                          </td>
                          <td data-label="Entity" class="name-cell">{t.name}</td>
                          <td data-label="Language">{t.language}</td>
                          <td data-label="Values">{t.values}</td>
                          <td data-label="Patterns">{t.patterns}</td>
                          <td data-label="Changes">{t.changes.join(', ')}</td>
                          <td data-label="Where" class="mono nowrap">{problemPlace(t)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
              )}
              {entities.length > MAX_ROWS && <p class="muted small">And {entities.length - MAX_ROWS} more entities.</p>}
              <div class="actions">
                <button class="btn primary" type="button" disabled={!canApply} onClick={() => void apply()}>
                  {applying.busy ? 'Importing…' : 'Apply'}
                </button>
                <button class="btn ghost" type="button" disabled={applying.busy} onClick={reset}>
                  Cancel
                </button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** Saves a downloaded file under its name, as a link with `download` would. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const EXTENSIONS = { json: 'json', csv: 'csv', rasa: 'yml', dialogflow: 'zip' } as const;

const FORMAT_NAMES: Record<ImportPreview['format'], string> = {
  json: "Parley's JSON",
  csv: 'CSV',
  rasa: 'Rasa NLU YAML',
  dialogflow: 'Dialogflow ES agent',
};

/** What the import does to one item or entity type: new, changed or unchanged. */
function StatusBadge({ status }: { status: string }) {
  return <span class={`badge ${status === 'new' ? 'good' : status === 'changed' ? 'fair' : 'muted'}`}>{status}</span>;
}
