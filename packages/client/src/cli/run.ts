import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ParleyClient } from '../client.js';
import { ParleyError } from '../errors.js';
import { VERSION } from '../http.js';
import type { ImportPreview, Language, TrainerStatus, TrainingDataFormat } from '../types.js';
import { lineDiff } from './diff.js';

/** Exit codes of the command line. */
export const EXIT = { OK: 0, FAILED: 1, USAGE: 2, DIFFERENT: 3 } as const;

export interface Io {
  env: Record<string, string | undefined>;
  out: (s: string) => void;
  err: (s: string) => void;
  cwd: string;
}

const HELP = `parley ${VERSION}: an App's training data in git, from the command line

Credentials from the environment: PARLEY_URL (default http://localhost:3000), PARLEY_APP_ID, PARLEY_APP_KEY.

  parley login                       check the credentials and say which App they open
  parley pull [file]                 write the App's training data to the file (default by format:
                                     training-data.json, training-data.csv, nlu.yml, agent.zip),
                                     showing what changes in it
      --format json|csv|rasa|dialogflow   default: from the file's extension, else json
      --language en|fr|es                 rasa: the language exported (default the App's)
      --check                             write nothing; exit 3 when the file differs from the App
  parley push <file>                 show what the file changes in the App, then apply it
      --format json|csv|rasa|dialogflow   default: from the file's extension or its bytes
      --dry-run                           show only; change nothing
      --exit-code                         with --dry-run: exit 3 when the file would change the App
      --wait                              then wait for the App's training
  parley status                      the App's training; waits until the model covers the data
      --no-wait                           say it once
      --timeout <seconds>                 default 300
  parley test <file>                 classify each sentence of the file and compare with the expected
                                     answer; fails below --min-accuracy
      --min-accuracy <0..1>               default 1 (every sentence)
      --lang en|fr|es                     default the App's
      file: JSON [{"sentence": "...", "expected": "label" | null}], or lines "sentence => label"
            ("=> none" or "=>" alone: no QnA or Intent may match; # starts a comment)

Exit codes: 0 done; 1 failed (a problem in the file, the API refused, training failed, accuracy below
the minimum); 2 wrong usage or no credentials; 3 differences found (--check, --dry-run --exit-code).
`;

const FORMATS: readonly TrainingDataFormat[] = ['json', 'csv', 'rasa', 'dialogflow'];
const DEFAULT_FILE: Record<TrainingDataFormat, string> = {
  json: 'training-data.json',
  csv: 'training-data.csv',
  rasa: 'nlu.yml',
  dialogflow: 'agent.zip',
};

function formatOf(file: string | undefined, given: string | undefined): TrainingDataFormat | undefined {
  if (given) {
    if (!FORMATS.includes(given as TrainingDataFormat)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
    return given as TrainingDataFormat;
  }
  const ext = file ? extname(file).toLowerCase() : '';
  return ({ '.json': 'json', '.csv': 'csv', '.yml': 'rasa', '.yaml': 'rasa', '.zip': 'dialogflow' } as Record<string, TrainingDataFormat>)[
    ext
  ];
}

class UsageError extends Error {}

function language(value: string | undefined, flag: string): Language | undefined {
  if (value === undefined) return undefined;
  if (!['en', 'fr', 'es'].includes(value)) throw new UsageError(`${flag} must be en, fr or es`);
  return value as Language;
}

/** JSON exports carry the time of the export: two exports of the same data differ only there. */
function normalized(text: string, format: TrainingDataFormat): string {
  if (format !== 'json') return text.replace(/\r\n/g, '\n');
  try {
    const doc = JSON.parse(text) as Record<string, unknown>;
    delete doc.exportedAt;
    return JSON.stringify(doc, null, 2);
  } catch {
    return text;
  }
}

function describePreview(p: ImportPreview, io: Io): number {
  const changes = [...p.items, ...p.entities.map((e) => ({ ...e, type: 'Entity type' }))].filter((i) => i.status !== 'unchanged');
  for (const item of changes) {
    const lang = item.language ? ` [${item.language}]` : '';
    const what = item.status === 'new' ? '+' : '~';
    const detail = item.status === 'changed' && item.changes.length ? `: ${item.changes.join(', ')}` : '';
    io.out(`${what} ${item.type} "${item.name}"${lang}${detail}\n`);
  }
  const s = p.summary;
  const e = p.entitySummary;
  io.out(
    `${p.format}: ${s.new} new, ${s.changed} changed, ${s.unchanged} unchanged QnAs and Intents; ${e.new} new, ${e.changed} changed, ${e.unchanged} unchanged entity types\n`,
  );
  for (const problem of p.problems)
    io.err(`problem: ${problem.file ? `${problem.file}${problem.line ? `:${problem.line}` : ''}: ` : ''}${problem.problem}\n`);
  return changes.length;
}

function describeStatus(s: TrainerStatus): string {
  const score = s.crossValidationScore === null ? '' : `, cross-validation ${(s.crossValidationScore * 100).toFixed(0)}%`;
  return `${s.language}: ${s.state}, data version ${s.dataVersion}, model ${s.modelVersion ?? 'none'}${score}`;
}

interface TestCase {
  sentence: string;
  expected: string | null;
  line?: number;
}

function readCases(file: string): TestCase[] {
  const text = readFileSync(file, 'utf8');
  if (extname(file).toLowerCase() === '.json') {
    const doc = JSON.parse(text) as unknown;
    const list = Array.isArray(doc) ? doc : (doc as { cases?: unknown }).cases;
    if (!Array.isArray(list)) throw new UsageError(`${file}: expected a list of {"sentence", "expected"}`);
    return list.map((c, i) => {
      const { sentence, expected } = c as { sentence?: unknown; expected?: unknown };
      if (typeof sentence !== 'string' || !(typeof expected === 'string' || expected === null))
        throw new UsageError(`${file}: case ${i + 1} needs "sentence" and "expected" (a label, or null)`);
      return { sentence, expected };
    });
  }
  const cases: TestCase[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const at = line.lastIndexOf('=>');
    if (at < 0) throw new UsageError(`${file}:${i + 1}: expected "sentence => label"`);
    const expected = line.slice(at + 2).trim();
    cases.push({
      sentence: line.slice(0, at).trim(),
      expected: expected === '' || expected.toLowerCase() === 'none' ? null : expected,
      line: i + 1,
    });
  });
  return cases;
}

/** The command line, callable without a process (its tests run it in one too, as `parley`). */
export async function run(argv: string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (!command || command === 'help' || command === '--help' || command === '-h') {
      io.out(HELP);
      return command ? EXIT.OK : EXIT.USAGE;
    }
    if (command === '--version' || command === 'version') {
      io.out(`${VERSION}\n`);
      return EXIT.OK;
    }
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        language: { type: 'string' },
        lang: { type: 'string' },
        check: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        'exit-code': { type: 'boolean' },
        wait: { type: 'boolean' },
        'no-wait': { type: 'boolean' },
        timeout: { type: 'string' },
        'min-accuracy': { type: 'string' },
      },
    });
    if (!io.env.PARLEY_APP_ID || !io.env.PARLEY_APP_KEY)
      throw new UsageError('set PARLEY_APP_ID and PARLEY_APP_KEY (and PARLEY_URL unless the api is http://localhost:3000)');
    const client = new ParleyClient({
      url: io.env.PARLEY_URL,
      appId: io.env.PARLEY_APP_ID,
      appKey: io.env.PARLEY_APP_KEY,
      userAgent: `parley-cli/${VERSION}`,
    });
    const timeoutS = values.timeout === undefined ? 300 : Number(values.timeout);
    if (!(timeoutS > 0)) throw new UsageError('--timeout must be a number of seconds');
    const wait = () =>
      client.waitForTraining({
        timeoutMs: timeoutS * 1000,
        lang: language(values.lang, '--lang'),
        onStatus: (s) => {
          if (s.state !== 'idle') io.err(`training: ${describeStatus(s)}\n`);
        },
      });

    switch (command) {
      case 'login': {
        const status = await client.status();
        io.out(`App ${client.appId} at ${client.url}: ${describeStatus(status)}\n`);
        return EXIT.OK;
      }
      case 'status': {
        if (values['no-wait']) {
          const s = await client.status({ lang: language(values.lang, '--lang') });
          io.out(`${describeStatus(s)}${s.reason ? ` (${s.reason})` : ''}\n`);
          return s.state === 'failed' ? EXIT.FAILED : EXIT.OK;
        }
        io.out(`${describeStatus(await wait())}\n`);
        return EXIT.OK;
      }
      case 'pull': {
        const format = formatOf(positionals[0], values.format) ?? 'json';
        const file = resolve(io.cwd, positionals[0] ?? DEFAULT_FILE[format]);
        const exported = await client.trainingData.export(format, { language: language(values.language, '--language') });
        const local = existsSync(file) ? readFileSync(file) : undefined;
        let differs: boolean;
        if (format === 'dialogflow') {
          differs = !local || Buffer.compare(local, Buffer.from(exported.data)) !== 0;
          if (differs)
            io.out(local ? `${basename(file)}: the App's agent differs (a zip: no line diff)\n` : `${basename(file)}: new file\n`);
        } else {
          const before = local ? normalized(local.toString('utf8'), format) : '';
          const after = normalized(exported.text(), format);
          differs = before !== after;
          if (differs)
            for (const line of local ? lineDiff(before, after) : [`${basename(file)}: new file, ${after.split('\n').length} lines`])
              io.out(`${line}\n`);
        }
        if (!differs) {
          io.out(`${basename(file)} is up to date with the App\n`);
          return EXIT.OK;
        }
        if (values.check) {
          io.err(`${basename(file)} differs from the App (run parley pull to update it)\n`);
          return EXIT.DIFFERENT;
        }
        writeFileSync(file, exported.data);
        io.out(`wrote ${file}\n`);
        return EXIT.OK;
      }
      case 'push': {
        const name = positionals[0];
        if (!name) throw new UsageError('parley push <file>');
        const file = resolve(io.cwd, name);
        if (!existsSync(file)) throw new UsageError(`${name}: no such file`);
        const bytes = readFileSync(file);
        const format = formatOf(name, values.format);
        const preview = await client.trainingData.preview(bytes, { format, filename: basename(file) });
        const changes = describePreview(preview, io);
        if (preview.problems.length) {
          io.err(`${basename(file)} has ${preview.problems.length} problem(s): nothing was changed\n`);
          return EXIT.FAILED;
        }
        if (values['dry-run']) return changes && values['exit-code'] ? EXIT.DIFFERENT : EXIT.OK;
        if (changes === 0) {
          io.out('nothing to change\n');
          return EXIT.OK;
        }
        const result = await client.trainingData.import(bytes, { format, filename: basename(file) });
        io.out(
          `imported: ${result.summary.new} new, ${result.summary.changed} changed; entity types ${result.entitySummary.new} new, ${result.entitySummary.changed} changed\n`,
        );
        if (values.wait) io.out(`${describeStatus(await wait())}\n`);
        return EXIT.OK;
      }
      case 'test': {
        const name = positionals[0];
        if (!name) throw new UsageError('parley test <file>');
        const min = values['min-accuracy'] === undefined ? 1 : Number(values['min-accuracy']);
        if (!(min >= 0 && min <= 1)) throw new UsageError('--min-accuracy must be between 0 and 1');
        const file = resolve(io.cwd, name);
        if (!existsSync(file)) throw new UsageError(`${name}: no such file`);
        const cases = readCases(file);
        if (cases.length === 0) throw new UsageError(`${name}: no sentence to test`);
        const lang = language(values.lang, '--lang');
        let passed = 0;
        for (const c of cases) {
          const [best] = await client.classify(c.sentence, { lang });
          const got = best?.label ?? null;
          if (got === c.expected) passed++;
          else {
            const where = c.line ? `${name}:${c.line}: ` : '';
            io.out(
              `FAIL ${where}"${c.sentence}": expected ${c.expected ?? 'no match'}, got ${got === null ? 'no match' : `${got} (${best!.probability.toFixed(2)})`}\n`,
            );
          }
        }
        const accuracy = passed / cases.length;
        const ok = accuracy >= min;
        io.out(
          `${passed}/${cases.length} passed: accuracy ${(accuracy * 100).toFixed(1)}% (minimum ${(min * 100).toFixed(1)}%)${ok ? '' : ': FAILED'}\n`,
        );
        return ok ? EXIT.OK : EXIT.FAILED;
      }
      default:
        throw new UsageError(`unknown command "${command}" (parley --help)`);
    }
  } catch (err) {
    if (
      err instanceof UsageError ||
      (err instanceof TypeError && /parseArgs|Unknown option|option/i.test(err.message)) ||
      (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      io.err(`parley: ${(err as Error).message}\n`);
      return EXIT.USAGE;
    }
    if (err instanceof ParleyError) {
      io.err(`parley: ${err.message}\n`);
      for (const d of err.details.slice(0, 50)) io.err(`  ${d.field}: ${d.problem}\n`);
      return EXIT.FAILED;
    }
    throw err;
  }
}
