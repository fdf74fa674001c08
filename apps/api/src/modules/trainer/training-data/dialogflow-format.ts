import { randomUUID } from 'node:crypto';
import { unzipSync, zipSync } from 'fflate';
import { LANGUAGES, type Language } from '@parley/contracts';
import type { EntityTypeEntity, IntentEntity, QnaEntity } from '@parley/persistence';
import { problem, toLanguage, unsupportedLanguage, type ImportProblem, type IncomingEntityType, type ReadResult } from './incoming';

/** Guards against zip bombs: entries read, and bytes they may unpack to (declared sizes, which unzipping never exceeds). */
export const ZIP_LIMITS = { entries: 5_000, entryBytes: 10 * 1024 * 1024, totalBytes: 50 * 1024 * 1024 };

const INTENT_FILE = /(?:^|\/)intents\/([^/]+)\.json$/;
const USERSAYS = /^(.*)_usersays_([A-Za-z-]+)$/;
const ENTITY_FILE = /(?:^|\/)entities\/([^/]+)\.json$/;
const ENTRIES = /^(.*)_entries_([A-Za-z-]+)$/;

/**
 * The suffix of the regexp entity that carries the patterns of an entity type with values too
 * (Dialogflow's entities are either lists of values or regexps): `plan_PATTERNS` beside `plan`. It
 * has upper-case letters, which no name of Parley's has.
 */
export const PATTERNS_SUFFIX = '_PATTERNS';

/**
 * A Dialogflow ES agent export (the zip of "Export as ZIP"): each `intents/<name>.json` with its
 * `intents/<name>_usersays_<lang>.json` training phrases (text joined from `data[].text`), one
 * item per language it has phrases in (`en-us` is `en`; one in the App's language follows the App,
 * the others say theirs; an intent without phrases is in the agent's default language). An intent
 * with text responses becomes QnAs answering them in each language, one without Intents; fallback
 * intents are skipped. Phrases in a language Parley has not are a problem naming their file.
 */
export function readDialogflowZip(input: Buffer, file: string, appLanguage: string): ReadResult & { language?: string } {
  const out: ReadResult & { language?: string } = { format: 'dialogflow', items: [], entities: [], problems: [] };
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
  const entityFiles = Object.keys(files).filter((n) => ENTITY_FILE.test(n));
  if (!intents.size && !entityFiles.length) {
    out.problems.push(problem({ file }, 'holds no intents/*.json nor entities/*.json: not a Dialogflow agent export'));
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
  out.entities.push(...readEntities(files, entityFiles, file, appLanguage, agentLanguage, out.problems));
  return out;
}

interface EntityRead {
  name: string;
  where: string;
  regexp: boolean;
  fuzzy: boolean;
  /** Entries by language, each with the file it was read from. */
  entries: Map<Language, { file: string; entries: { value: string; synonyms: string[] }[] }>;
}

/**
 * Each `entities/<name>.json` with its `entities/<name>_entries_<lang>.json`: a regexp entity
 * (`isRegexp`) gives an entity type patterns (its entries' values), the others values with their
 * synonyms (composite entries, which reference other entities, are skipped), `allowFuzzyExtraction`
 * whether it is fuzzy. One type per language of its entries (an entity without any is in the
 * agent's default language); a regexp entity `<name>_PATTERNS` beside `<name>` adds its patterns
 * to `<name>`'s.
 */
function readEntities(
  files: Record<string, Uint8Array>,
  names: string[],
  file: string,
  appLanguage: string,
  agentLanguage: string,
  problems: ImportProblem[],
): IncomingEntityType[] {
  const defs = new Map<string, string>();
  const entries = new Map<string, Map<Language, string>>();
  for (const name of names.sort()) {
    const base = ENTITY_FILE.exec(name)![1]!;
    const m = ENTRIES.exec(base);
    if (!m) {
      defs.set(base, name);
      continue;
    }
    const lang = toLanguage(m[2]!);
    if (!lang) {
      problems.push(problem({ file: `${file}/${name}` }, `holds entity entries in ${unsupportedLanguage(m[2]!)}`));
      continue;
    }
    if (!entries.has(m[1]!)) entries.set(m[1]!, new Map());
    entries.get(m[1]!)!.set(lang, name);
  }
  const read = new Map<string, EntityRead>();
  for (const [base, name] of defs) {
    const where = `${file}/${name}`;
    const def = parseJson(files[name]!, where, problems);
    if (def === undefined) continue;
    if (!isObject(def)) {
      problems.push(problem({ file: where }, 'must be a JSON object (a Dialogflow entity)'));
      continue;
    }
    const entityName = typeof def.name === 'string' ? def.name.trim() : '';
    if (!entityName) {
      problems.push(problem({ file: where, path: 'name' }, 'is required'));
      continue;
    }
    const entity: EntityRead = {
      name: entityName,
      where,
      regexp: def.isRegexp === true,
      fuzzy: def.allowFuzzyExtraction === true || def.isFuzzyExtraction === true,
      entries: new Map(),
    };
    for (const [lang, entriesName] of entries.get(base) ?? []) {
      const list = readEntries(files[entriesName]!, `${file}/${entriesName}`, problems);
      if (list) entity.entries.set(lang, { file: `${file}/${entriesName}`, entries: list });
    }
    read.set(entityName, entity);
  }

  const out: IncomingEntityType[] = [];
  const languageOf = (lang: string) => (lang === appLanguage ? {} : { language: lang });
  for (const entity of read.values()) {
    const main = entity.name.endsWith(PATTERNS_SUFFIX) && entity.regexp ? read.get(entity.name.slice(0, -PATTERNS_SUFFIX.length)) : undefined;
    if (main && !main.regexp) continue; // read with its main entity
    const companion = entity.regexp ? undefined : read.get(entity.name + PATTERNS_SUFFIX);
    const patternsOf = companion?.regexp ? companion : undefined;
    const languages = new Set<string>([...entity.entries.keys(), ...(patternsOf?.entries.keys() ?? [])]);
    if (!languages.size) languages.add(agentLanguage);
    for (const lang of languages) {
      const own = entity.entries.get(lang as Language);
      const patterns = entity.regexp ? own : patternsOf?.entries.get(lang as Language);
      out.push({
        name: entity.name,
        ...languageOf(lang),
        // A regexp entity is never fuzzy in Dialogflow: it says nothing of a type's fuzzy matching.
        ...(entity.regexp ? {} : { fuzzy: entity.fuzzy, values: (own?.entries ?? []).filter((e) => !isComposite(e.value)) }),
        ...(entity.regexp || patternsOf ? { patterns: unique((patterns?.entries ?? []).map((e) => e.value)) } : {}),
        at: { file: own?.file ?? entity.where },
      });
    }
  }
  return out;
}

/** An entry of a composite entity: a reference to another entity (`@sys.number:number`). */
function isComposite(value: string): boolean {
  return /@[\w.-]+:[\w-]+/.test(value);
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

function readEntries(bytes: Uint8Array, file: string, problems: ImportProblem[]): { value: string; synonyms: string[] }[] | null {
  const doc = parseJson(bytes, file, problems);
  if (doc === undefined) return null;
  if (!Array.isArray(doc)) {
    problems.push(problem({ file }, 'must be a JSON array of entries'));
    return null;
  }
  const out: { value: string; synonyms: string[] }[] = [];
  let ok = true;
  doc.forEach((entry, i) => {
    const synonyms = isObject(entry) ? (entry.synonyms ?? []) : undefined;
    if (!isObject(entry) || typeof entry.value !== 'string' || !Array.isArray(synonyms) || synonyms.some((x) => typeof x !== 'string')) {
      problems.push(problem({ file, path: String(i) }, 'must be an entry: {"value": "...", "synonyms": ["..."]}'));
      ok = false;
      return;
    }
    out.push({ value: entry.value, synonyms: synonyms as string[] });
  });
  return ok ? out : null;
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
        // Only what is read is unpacked: the agent, its intents and its entities.
        if (entry.name.endsWith('/') || !(INTENT_FILE.test(entry.name) || ENTITY_FILE.test(entry.name) || /(?:^|\/)agent\.json$/.test(entry.name)))
          return false;
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

/**
 * The App's QnAs, Intents and entity types as a Dialogflow ES agent (the zip "Restore from ZIP"
 * takes): `agent.json` in the App's language (the others its `supportedLanguages`), an intent per
 * QnA title or Intent label with its training phrases per language (`<name>_usersays_<lang>.json`)
 * and, for a QnA, its text answers as text responses; an entity per entity type name with its
 * entries per language (`<name>_entries_<lang>.json`): values with their synonyms, or the patterns
 * of a type without values as a regexp entity (those of a type with both in a regexp entity
 * `<name>_PATTERNS`).
 */
export function toDialogflowZip(
  app: { name: string; language: string },
  qnas: QnaEntity[],
  intents: IntentEntity[],
  entityTypes: EntityTypeEntity[],
): Buffer {
  const files: Record<string, Uint8Array> = {};
  const put = (name: string, value: unknown) => (files[name] = Buffer.from(`${JSON.stringify(value, null, 2)}\n`));
  const languages = new Set<string>();
  const lang = (l: string | null) => {
    const language = l ?? app.language;
    languages.add(language);
    return language;
  };

  const fileNames = new Set<string>();
  /** A file name for a display name: no path separators nor characters file systems refuse, unique whatever the case. */
  const fileName = (display: string) => {
    const base = display.replace(/[/\\:*?"<>|\p{Cc}]/gu, '_').slice(0, 100) || 'intent';
    let name = base;
    for (let n = 2; fileNames.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    fileNames.add(name.toLowerCase());
    return name;
  };
  // One intent per name and language: a second QnA of a title in one language is an intent "<title> (2)".
  const groups = [
    ...byLanguage(qnas, (q) => q.title).map(([name, list]) => ({ name, qnas: list, intents: [] as IntentEntity[] })),
    ...byLanguage(intents, (i) => i.label).map(([name, list]) => ({ name, qnas: [] as QnaEntity[], intents: list })),
  ];
  for (const g of groups) {
    const base = fileName(g.name);
    const messages = g.qnas.flatMap((q) => {
      const speech = q.answers.flatMap((a) => (a.length === 1 && a[0]!.type === 'text' ? [a[0]!.payload.value] : []));
      return speech.length ? [{ type: '0', title: '', textToSpeech: '', lang: lang(q.language), speech, condition: '' }] : [];
    });
    put(`intents/${base}.json`, {
      id: randomUUID(),
      name: g.name,
      auto: true,
      contexts: [],
      responses: [
        {
          resetContexts: false,
          action: '',
          affectedContexts: [],
          parameters: [],
          messages,
          speech: [],
        },
      ],
      priority: 500000,
      webhookUsed: false,
      webhookForSlotFilling: false,
      fallbackIntent: false,
      events: [],
      conditionalResponses: [],
      condition: '',
      conditionalFollowupEvents: [],
    });
    for (const item of [...g.qnas, ...g.intents]) {
      const l = lang(item.language);
      if (!item.utterances.length) continue;
      put(
        `intents/${base}_usersays_${l}.json`,
        item.utterances.map((u) => ({ id: randomUUID(), data: [{ text: u.value, userDefined: false }], isTemplate: false, count: 0, lang: l, updated: 0 })),
      );
    }
  }

  for (const types of group(entityTypes, (t) => t.name)) {
    const name = types[0]!.name;
    const withValues = types.some((t) => t.values.length > 0);
    const regexp = !withValues && types.some((t) => t.patterns.length > 0);
    // Dialogflow's fuzzy matching is the entity's: the type in the App's language says it.
    const fuzzy = (types.find((t) => t.language === app.language) ?? types[0]!).fuzzy;
    put(`entities/${name}.json`, entityFile(name, regexp, !regexp && fuzzy));
    for (const t of types) {
      const entries = regexp
        ? t.patterns.map((p) => ({ value: p, synonyms: [p] }))
        : t.values.map((v) => ({ value: v.value, synonyms: [v.value, ...(v.synonyms ?? [])] }));
      put(`entities/${name}_entries_${lang(t.language)}.json`, entries);
    }
    const patterns = regexp ? [] : types.filter((t) => t.patterns.length);
    if (patterns.length) {
      put(`entities/${name}${PATTERNS_SUFFIX}.json`, entityFile(`${name}${PATTERNS_SUFFIX}`, true, false));
      for (const t of patterns) {
        put(`entities/${name}${PATTERNS_SUFFIX}_entries_${t.language}.json`, t.patterns.map((p) => ({ value: p, synonyms: [p] })));
      }
    }
  }

  put('agent.json', {
    description: '',
    language: app.language,
    shortDescription: '',
    examples: '',
    linkToDocs: '',
    displayName: app.name,
    disableInteractionLogs: false,
    disableStackdriverLogs: true,
    defaultTimezone: 'Europe/London',
    webhook: { available: false, useForDomains: false, cloudFunctionsEnabled: false, cloudFunctionsInitialized: false },
    isPrivate: true,
    customClassifierMode: 'use.after',
    mlMinConfidence: 0.3,
    supportedLanguages: [...languages].filter((l) => l !== app.language).sort(),
    onePlatformApiVersion: 'v2',
    analyzeQueryTextSentiment: false,
    enabledKnowledgeBaseNames: [],
    knowledgeServiceConfidenceAdjustment: -0.4,
    dialogBuilderMode: false,
    baseActionPackagesUrl: '',
  });
  put('package.json', { version: '1.0.0' });
  return Buffer.from(zipSync(files, { level: 6 }));
}

function entityFile(name: string, regexp: boolean, fuzzy: boolean) {
  return { id: randomUUID(), name, isOverridable: true, isEnum: false, isRegexp: regexp, automatedExpansion: false, allowFuzzyExtraction: fuzzy };
}

/** Items split by name, each group with at most one item per language (the n-th of a language in the n-th group, named "<name> (n)"). */
function byLanguage<T extends { language: string | null }>(list: T[], name: (t: T) => string): [string, T[]][] {
  const out = new Map<string, [string, T[]]>();
  const seen = new Map<string, number>();
  for (const t of list) {
    const key = `${name(t)}\u0000${t.language ?? ''}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    const display = n === 1 ? name(t) : `${name(t)} (${n})`;
    if (out.has(display)) out.get(display)![1].push(t);
    else out.set(display, [display, [t]]);
  }
  return [...out.values()];
}

/** The list split by a key, in the order each key first comes. */
function group<T>(list: T[], key: (t: T) => string): T[][] {
  const out = new Map<string, T[]>();
  for (const t of list) {
    const k = key(t);
    if (out.has(k)) out.get(k)!.push(t);
    else out.set(k, [t]);
  }
  return [...out.values()];
}
