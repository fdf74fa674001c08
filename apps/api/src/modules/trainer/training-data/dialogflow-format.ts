import { unzipSync } from 'fflate';
import { problem, type ImportProblem, type ReadResult } from './incoming';

/** Guards against zip bombs: entries read, and bytes they may unpack to (declared sizes, which unzipping never exceeds). */
export const ZIP_LIMITS = { entries: 5_000, entryBytes: 10 * 1024 * 1024, totalBytes: 50 * 1024 * 1024 };

const INTENT_FILE = /(?:^|\/)intents\/([^/]+)\.json$/;
const USERSAYS = /^(.*)_usersays_([A-Za-z-]+)$/;

/**
 * A Dialogflow ES agent export (the zip of "Export as ZIP"): each `intents/<name>.json` with its
 * `intents/<name>_usersays_<lang>.json` training phrases (text joined from `data[].text`). An
 * intent with text responses in that language becomes a QnA answering them, one without an Intent;
 * fallback intents are skipped. The language is the App's when the agent has training phrases in
 * it, else the agent's default.
 */
export function readDialogflowZip(input: Buffer, file: string, appLanguage: string): ReadResult & { language?: string } {
  const out: ReadResult & { language?: string } = { format: 'dialogflow', items: [], problems: [] };
  const files = unzip(input, file, out.problems);
  if (!files) return out;

  const agentName = Object.keys(files).find((n) => /(?:^|\/)agent\.json$/.test(n));
  const agent = agentName ? parseJson(files[agentName]!, `${file}/${agentName}`, out.problems) : undefined;
  const intents = new Map<string, string>();
  const usersays = new Map<string, Map<string, string>>();
  for (const name of Object.keys(files)) {
    const m = INTENT_FILE.exec(name);
    if (!m) continue;
    const says = USERSAYS.exec(m[1]!);
    if (says) {
      const lang = says[2]!.toLowerCase();
      if (!usersays.has(lang)) usersays.set(lang, new Map());
      usersays.get(lang)!.set(says[1]!, name);
    } else intents.set(m[1]!, name);
  }
  if (!intents.size) {
    out.problems.push(problem({ file }, 'holds no intents/*.json: not a Dialogflow agent export'));
    return out;
  }
  const agentLang = isObject(agent) && typeof agent.language === 'string' ? agent.language.toLowerCase() : undefined;
  const langs = [...usersays.keys()];
  const language =
    langs.find((l) => l === appLanguage) ??
    langs.find((l) => l.startsWith(`${appLanguage}-`)) ??
    (agentLang && langs.includes(agentLang) ? agentLang : undefined) ??
    langs[0] ??
    agentLang ??
    appLanguage;
  out.language = language;

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
    const saysName = usersays.get(language)?.get(base);
    const utterances = saysName ? readUsersays(files[saysName]!, `${file}/${saysName}`, out.problems) : [];
    if (!utterances) continue;
    const answers = textResponses(intent, language);
    out.items.push(
      answers.length
        ? {
            type: 'QnA',
            name: label,
            utterances,
            answers: answers.map((value) => [{ type: 'text', payload: { value } }]),
            at: { file: where },
          }
        : { type: 'Intent', name: label, utterances, at: { file: where } },
    );
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

/** The default platform's text responses (type 0) in `language`, each alternative once. */
function textResponses(intent: Record<string, unknown>, language: string): string[] {
  const out: string[] = [];
  const responses = Array.isArray(intent.responses) ? intent.responses : [];
  for (const r of responses) {
    const messages = isObject(r) && Array.isArray(r.messages) ? r.messages : [];
    for (const m of messages) {
      if (!isObject(m) || (m.type !== 0 && m.type !== '0' && m.type !== 'message') || m.platform) continue;
      if (typeof m.lang === 'string' && m.lang.toLowerCase() !== language) continue;
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
