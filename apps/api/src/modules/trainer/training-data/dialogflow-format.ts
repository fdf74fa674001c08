import { unzipSync } from 'fflate';
import { LANGUAGES, type Language } from '@parley/contracts';
import { problem, toLanguage, unsupportedLanguage, type ImportProblem, type ReadResult } from './incoming';

/** Guards against zip bombs: entries read, and bytes they may unpack to (declared sizes, which unzipping never exceeds). */
export const ZIP_LIMITS = { entries: 5_000, entryBytes: 10 * 1024 * 1024, totalBytes: 50 * 1024 * 1024 };

const INTENT_FILE = /(?:^|\/)intents\/([^/]+)\.json$/;
const USERSAYS = /^(.*)_usersays_([A-Za-z-]+)$/;

/**
 * A Dialogflow ES agent export (the zip of "Export as ZIP"): each `intents/<name>.json` with its
 * `intents/<name>_usersays_<lang>.json` training phrases (text joined from `data[].text`), one
 * item per language it has phrases in (`en-us` is `en`; one in the App's language follows the App,
 * the others say theirs; an intent without phrases is in the agent's default language). An intent
 * with text responses becomes QnAs answering them in each language, one without Intents; fallback
 * intents are skipped. Phrases in a language Parley has not are a problem naming their file.
 */
export function readDialogflowZip(input: Buffer, file: string, appLanguage: string): ReadResult & { language?: string } {
  const out: ReadResult & { language?: string } = { format: 'dialogflow', items: [], problems: [] };
  const files = unzip(input, file, out.problems);
  if (!files) return out;

  const agentName = Object.keys(files).find((n) => /(?:^|\/)agent\.json$/.test(n));
  const agent = agentName ? parseJson(files[agentName]!, `${file}/${agentName}`, out.problems) : undefined;
  const intents = new Map<string, string>();
  /** Each intent's training phrase files, by language. */
  const usersays = new Map<string, Map<Language, string[]>>();
  for (const name of Object.keys(files).sort()) {
    const m = INTENT_FILE.exec(name);
    if (!m) continue;
    const says = USERSAYS.exec(m[1]!);
    if (!says) {
      intents.set(m[1]!, name);
      continue;
    }
    const lang = toLanguage(says[2]!);
    if (!lang) {
      out.problems.push(problem({ file: `${file}/${name}` }, `holds training phrases in ${unsupportedLanguage(says[2]!)}`));
      continue;
    }
    if (!usersays.has(says[1]!)) usersays.set(says[1]!, new Map());
    const byLang = usersays.get(says[1]!)!;
    byLang.set(lang, [...(byLang.get(lang) ?? []), name]);
  }
  if (!intents.size) {
    out.problems.push(problem({ file }, 'holds no intents/*.json: not a Dialogflow agent export'));
    return out;
  }
  const agentLanguage = (isObject(agent) && typeof agent.language === 'string' && toLanguage(agent.language)) || appLanguage;
  out.language = agentLanguage;
  // The App's language first, then Parley's order.
  const rank = (l: string) => (l === appLanguage ? -1 : (LANGUAGES as readonly string[]).indexOf(l));

  for (const [base, name] of [...intents].sort(([a], [b]) => a.localeCompare(b))) {
    const where = `${file}/${name}`;
    const intent = parseJson(files[name]!, where, out.problems);
    if (intent === undefined) continue;
    if (!isObject(intent)) {
      out.problems.push(problem({ file: where }, 'must be a JSON object (a Dialogflow intent)'));
      continue;
    }
    if (intent.fallbackIntent === true) continue;
    const label = typeof intent.name === 'string' ? intent.name.trim() : '';
    if (!label) {
      out.problems.push(problem({ file: where, path: 'name' }, 'is required'));
      continue;
    }
    const says = usersays.get(base) ?? new Map<Language, string[]>();
    const languages = says.size ? [...says.keys()].sort((a, b) => rank(a) - rank(b)) : [agentLanguage];
    const answers = new Map(languages.map((l) => [l, textResponses(intent, l, agentLanguage)]));
    const isQna = [...answers.values()].some((a) => a.length > 0);
    for (const lang of languages) {
      const utterances: string[] = [];
      let readable = true;
      for (const saysName of says.get(lang as Language) ?? []) {
        const read = readUsersays(files[saysName]!, `${file}/${saysName}`, out.problems);
        if (read) utterances.push(...read);
        else readable = false;
      }
      if (!readable) continue;
      const language = lang === appLanguage ? {} : { language: lang };
      const texts = answers.get(lang)!;
      out.items.push(
        isQna
          ? {
              type: 'QnA',
              name: label,
              utterances,
              // A language without text responses leaves the QnA's answers as they are.
              ...(texts.length ? { answers: texts.map((value) => [{ type: 'text', payload: { value } }]) } : {}),
              ...language,
              at: { file: where },
            }
          : { type: 'Intent', name: label, utterances, ...language, at: { file: where } },
      );
    }
  }
  return out;
}

function unzip(input: Buffer, file: string, problems: ImportProblem[]): Record<string, Uint8Array> | null {
  let entries = 0;
  let total = 0;
  let tooBig: string | null = null;
  try {
    const files = unzipSync(input, {
      filter: (entry) => {
        entries += 1;
        if (entries > ZIP_LIMITS.entries) throw new ZipLimit(`holds more than ${ZIP_LIMITS.entries.toLocaleString('en')} entries`);
        // Only what is read is unpacked: the agent and its intents.
        if (entry.name.endsWith('/') || !(INTENT_FILE.test(entry.name) || /(?:^|\/)agent\.json$/.test(entry.name))) return false;
        if (entry.originalSize > ZIP_LIMITS.entryBytes) {
          tooBig = entry.name;
          throw new ZipLimit(`${entry.name} unpacks to more than ${ZIP_LIMITS.entryBytes / 1024 / 1024} MiB`);
        }
        total += entry.originalSize;
        if (total > ZIP_LIMITS.totalBytes) throw new ZipLimit(`unpacks to more than ${ZIP_LIMITS.totalBytes / 1024 / 1024} MiB`);
        return true;
      },
    });
    return files;
  } catch (err) {
    if (err instanceof ZipLimit) problems.push(problem({ file, ...(tooBig ? { path: tooBig } : {}) }, err.message));
    else problems.push(problem({ file }, `is not a readable zip file (${(err as Error).message})`));
    return null;
  }
}

class ZipLimit extends Error {}

function readUsersays(bytes: Uint8Array, file: string, problems: ImportProblem[]): string[] | null {
  const doc = parseJson(bytes, file, problems);
  if (doc === undefined) return null;
  if (!Array.isArray(doc)) {
    problems.push(problem({ file }, 'must be a JSON array of training phrases'));
    return null;
  }
  const out: string[] = [];
  doc.forEach((phrase, i) => {
    const data = isObject(phrase) ? phrase.data : undefined;
    if (!Array.isArray(data) || data.some((part) => !isObject(part) || typeof part.text !== 'string')) {
      problems.push(problem({ file, path: `${i}.data` }, 'must be an array of parts, each with "text"'));
      return;
    }
    out.push((data as { text: string }[]).map((part) => part.text).join(''));
  });
  return out;
}

/** The default platform's text responses (type 0) in `language` (one saying none is in the agent's), each alternative once. */
function textResponses(intent: Record<string, unknown>, language: string, agentLanguage: string): string[] {
  const out: string[] = [];
  const responses = Array.isArray(intent.responses) ? intent.responses : [];
  for (const r of responses) {
    const messages = isObject(r) && Array.isArray(r.messages) ? r.messages : [];
    for (const m of messages) {
      if (!isObject(m) || (m.type !== 0 && m.type !== '0' && m.type !== 'message') || m.platform) continue;
      if ((typeof m.lang === 'string' ? toLanguage(m.lang) : agentLanguage) !== language) continue;
      const speech = Array.isArray(m.speech) ? m.speech : [m.speech];
      for (const s of speech) if (typeof s === 'string' && s.trim() && !out.includes(s.trim())) out.push(s.trim());
    }
  }
  return out;
}

function parseJson(bytes: Uint8Array, file: string, problems: ImportProblem[]): unknown {
  try {
    return JSON.parse(
      Buffer.from(bytes)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
  } catch (err) {
    problems.push(problem({ file }, `is not JSON: ${(err as Error).message}`));
    return undefined;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
