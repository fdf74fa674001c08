"use strict";

// bench/classify/corpora.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var ROOT = (0, import_node_path.join)(__dirname, "../..");
var DATA_DIR = process.env.PARLEY_INTENTS_DIR ?? (0, import_node_path.join)(ROOT, "../shared/data/intents");
var BRAUN = ["ChatbotCorpus", "AskUbuntuCorpus", "WebApplicationsCorpus"];
var CORPORA = [...BRAUN, "NlpjsCorpus50-en", "NlpjsCorpus50-es"];
function loadCorpus(name) {
  const raw = JSON.parse((0, import_node_fs.readFileSync)((0, import_node_path.join)(DATA_DIR, `${name}.json`), "utf8"));
  const pick2 = (training) => raw.sentences.filter((s) => s.training === training).map(({ text, intent }) => ({ text, intent }));
  return { name, lang: raw.lang, train: pick2(true), test: pick2(false) };
}

// libs/contracts/src/languages.ts
var LANGUAGES = ["en", "fr", "es"];

// libs/classifier/src/errors.ts
var ClassifierError = class extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
    this.name = "ClassifierError";
  }
  code;
};

// libs/classifier/src/feature-table.ts
function buildTable(hashes) {
  let size = 16;
  while (size < hashes.length * 2) size *= 2;
  const slots = new Uint32Array(size);
  const rows = new Int32Array(size).fill(-1);
  const mask = size - 1;
  for (let row = 0; row < hashes.length; row++) {
    let s = hashes[row] & mask;
    while (rows[s] !== -1) s = s + 1 & mask;
    slots[s] = hashes[row];
    rows[s] = row;
  }
  return { slots, rows };
}
function lookup(table, hash) {
  const mask = table.slots.length - 1;
  let s = hash & mask;
  for (; ; ) {
    const row = table.rows[s];
    if (row === -1) return -1;
    if (table.slots[s] === hash) return row;
    s = s + 1 & mask;
  }
}

// libs/classifier/src/hash.ts
function hashString(text, seed = 2166136261) {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// libs/classifier/src/french.ts
var APOSTROPHES = /[’‘ʼ´`]/g;
var ELISIONS = {
  l: "le",
  d: "de",
  j: "je",
  m: "me",
  t: "te",
  s: "se",
  c: "ce",
  n: "ne",
  qu: "que",
  jusqu: "jusque",
  lorsqu: "lorsque",
  puisqu: "puisque",
  quoiqu: "quoique"
};
var ELIDED = new RegExp(`(?<![\\p{L}\\p{N}])(${Object.keys(ELISIONS).join("|")})'(?=\\p{L})`, "giu");
var CHAT = {
  slt: "salut",
  bjr: "bonjour",
  bsr: "bonsoir",
  cc: "coucou",
  stp: "s'il te pla\xEEt",
  svp: "s'il vous pla\xEEt",
  pk: "pourquoi",
  pq: "pourquoi",
  pkoi: "pourquoi",
  pourkoi: "pourquoi",
  c: "c'est",
  koi: "quoi",
  koa: "quoi",
  jsp: "je sais pas",
  jsais: "je sais",
  jai: "j'ai",
  jme: "je me",
  jte: "je te",
  jsuis: "je suis",
  chui: "je suis",
  jveux: "je veux",
  jpeux: "je peux",
  jvais: "je vais",
  dsl: "d\xE9sol\xE9",
  mdr: "mort de rire",
  bcp: "beaucoup",
  tt: "tout",
  qd: "quand",
  kan: "quand",
  pr: "pour",
  ds: "dans",
  ya: "il y a",
  keske: "qu'est-ce que",
  kesk: "qu'est-ce que",
  tkt: "t'inqui\xE8te",
  mrc: "merci",
  mci: "merci",
  dac: "d'accord",
  dak: "d'accord",
  rdv: "rendez-vous",
  tjrs: "toujours",
  tjs: "toujours",
  qqn: "quelqu'un",
  qqch: "quelque chose",
  pb: "probl\xE8me",
  pbm: "probl\xE8me",
  ajd: "aujourd'hui",
  auj: "aujourd'hui",
  mtn: "maintenant",
  vrmt: "vraiment",
  pcq: "parce que",
  pck: "parce que",
  psk: "parce que",
  cmt: "comment",
  cmb: "combien",
  mdp: "mot de passe",
  num: "num\xE9ro",
  dispo: "disponible",
  dispos: "disponibles",
  reduc: "r\xE9duction",
  appli: "application",
  infos: "informations",
  msg: "message",
  pub: "publicit\xE9",
  pubs: "publicit\xE9s"
};
var CHAT_WORD = new RegExp(`(?<![\\p{L}\\p{N}'])(${Object.keys(CHAT).join("|")})(?![\\p{L}\\p{N}'])`, "giu");
var SPACED_ELISION = /(?<![\p{L}\p{N}'])(l|j|d|m|t|s|n|qu)\s+(?=[aeiouyhàâäéèêëîïôöùûü])/giu;
var SPACED_C_EST = /(?<![\p{L}\p{N}'])c\s+(?=est(?![\p{L}\p{N}]))/giu;
var AYER = /(?<=\p{L}a)y(?=(?:e|es|ent)(?![\p{L}\p{N}]))/giu;
var NE = /(?<![\p{L}\p{N}])ne(?![\p{L}\p{N}'])/giu;
function normalizeFrench(text) {
  return text.replace(APOSTROPHES, "'").replace(SPACED_ELISION, "$1'").replace(SPACED_C_EST, "c'").replace(CHAT_WORD, (word) => CHAT[word.toLowerCase()]).replace(ELIDED, (_, elided) => ELISIONS[elided.toLowerCase()] + " ").replace(NE, " ").replace(AYER, "i");
}

// libs/classifier/src/normalize.ts
function fold(text) {
  return text.toLowerCase().normalize("NFD").replace(/\p{M}+/gu, "").replace(/ß/g, "ss").replace(/œ/g, "oe").replace(/æ/g, "ae");
}
var WORD = /[\p{L}\p{N}]+/gu;
function words(text) {
  return text.toLowerCase().match(WORD) ?? [];
}
function phraseKey(text) {
  return words(fold(text)).join(" ");
}

// libs/classifier/src/stem.ts
var import_snowball_stemmers = require("snowball-stemmers");
var ALGORITHM = { en: "english", fr: "french", es: "spanish" };
var CACHE_LIMIT = 5e4;
var stemmers = /* @__PURE__ */ new Map();
function stemmerFor(lang) {
  let stemmer = stemmers.get(lang);
  if (stemmer) return stemmer;
  const algorithm = ALGORITHM[lang];
  if (!algorithm) throw new ClassifierError("TRAINER.UNSUPPORTED_LANGUAGE", `unsupported language: ${lang}`);
  const snowball = (0, import_snowball_stemmers.newStemmer)(algorithm);
  const cache2 = /* @__PURE__ */ new Map();
  stemmer = (word) => {
    let stem = cache2.get(word);
    if (stem === void 0) {
      if (cache2.size >= CACHE_LIMIT) cache2.clear();
      stem = fold(snowball.stem(lang === "es" ? withoutEnclitic(word) : word));
      cache2.set(word, stem);
    }
    return stem;
  };
  stemmers.set(lang, stemmer);
  return stemmer;
}
var ENCLITIC = /(?<=(?:[aeiáéí]r|[aá]ndo|i[eé]ndo))(?:te|os)$/;
function withoutEnclitic(word) {
  return word.length > 5 ? word.replace(ENCLITIC, "") : word;
}

// libs/classifier/src/stop-words.ts
var import_stopword = require("stopword");
var LIST = { en: import_stopword.eng, fr: import_stopword.fra, es: import_stopword.spa };
var sets = /* @__PURE__ */ new Map();
function stopWordsFor(lang) {
  let set = sets.get(lang);
  if (!set) {
    set = new Set(LIST[lang].map(fold));
    sets.set(lang, set);
  }
  return set;
}

// libs/classifier/src/features.ts
var GROUPS = 3;
var WORD2 = 0;
var BIGRAM = 1;
var CHARS = 2;
var GROUP_WEIGHTS = [1, 0.3, 1];
var NUMBER = /^\d+$/;
var MIN_GRAM = 3;
var MAX_GRAM = 5;
function extractFeatures(sentence, lang) {
  const stem = stemmerFor(lang);
  const stop = stopWordsFor(lang);
  const tokens = words(lang === "fr" ? normalizeFrench(sentence) : sentence);
  const stems = tokens.map((token) => {
    const folded = fold(token);
    return stop.has(folded) ? "=" + folded : stem(token);
  });
  const out = { hashes: [], counts: [], groups: [], contentWords: [] };
  const seen = /* @__PURE__ */ new Map();
  const add = (key, group) => {
    const h = hashString(key);
    const at = seen.get(h);
    if (at !== void 0) {
      out.counts[at]++;
      return -1;
    }
    seen.set(h, out.hashes.length);
    out.hashes.push(h);
    out.counts.push(1);
    out.groups.push(group);
    return out.hashes.length - 1;
  };
  const addWord = (key, content) => {
    const at = add(key, WORD2);
    if (content && at >= 0) out.contentWords.push(at);
  };
  for (let i = 0; i < stems.length; i++) {
    const content = stems[i][0] !== "=" && !NUMBER.test(stems[i]);
    addWord("w " + stems[i], content);
    if (lang === "fr" && stems[i][0] !== "=") {
      const plain = stem(fold(tokens[i]));
      if (plain !== stems[i]) addWord("w " + plain, content);
    }
    if (i > 0) add("b " + stems[i - 1] + " " + stems[i], BIGRAM);
  }
  for (const token of tokens) {
    const text = " " + fold(token) + " ";
    for (let n = MIN_GRAM; n <= MAX_GRAM; n++) {
      for (let i = 0; i + n <= text.length; i++) add("c" + text.slice(i, i + n), CHARS);
    }
  }
  return out;
}

// libs/classifier/src/background.ts
var cache = /* @__PURE__ */ new WeakMap();
function backgroundIndex(sentences, lang) {
  let byLang = cache.get(sentences);
  if (!byLang) cache.set(sentences, byLang = /* @__PURE__ */ new Map());
  let index = byLang.get(lang);
  if (!index) byLang.set(lang, index = buildIndex(sentences, lang));
  return index;
}
function buildIndex(sentences, lang) {
  const raws = sentences.map((s) => extractFeatures(s, lang));
  const squares = new Float64Array(sentences.length * GROUPS);
  const lists = /* @__PURE__ */ new Map();
  raws.forEach((raw, s) => {
    raw.hashes.forEach((h, i) => {
      const tf2 = 1 + Math.log(raw.counts[i]);
      squares[s * GROUPS + raw.groups[i]] += tf2 * tf2;
      let list = lists.get(h);
      if (!list) lists.set(h, list = []);
      list.push(s, i);
    });
  });
  const total = [...lists.values()].reduce((a, l) => a + l.length / 2, 0);
  const start = new Int32Array(lists.size + 1);
  const sentence = new Int32Array(total);
  const tf = new Float64Array(total);
  const group = new Uint8Array(total);
  const postings = /* @__PURE__ */ new Map();
  let p = 0;
  for (const [h, list] of lists) {
    postings.set(h, postings.size);
    for (let j = 0; j < list.length; j += 2) {
      const raw = raws[list[j]];
      const i = list[j + 1];
      sentence[p] = list[j];
      tf[p] = 1 + Math.log(raw.counts[i]);
      group[p] = raw.groups[i];
      p++;
    }
    start[postings.size] = p;
  }
  return { sentences: sentences.length, postings, table: buildTable([...postings.keys()]), start, sentence, tf, group, squares };
}
function postingsOf(index, appHashes) {
  const found = new Int32Array(appHashes.length);
  for (let row = 0; row < appHashes.length; row++) found[row] = lookup(index.table, appHashes[row]);
  return found;
}
function projectBackground(index, appHashes, idf, unknownIdf, found = postingsOf(index, appHashes)) {
  const { sentences, start, sentence, tf, group, squares } = index;
  const count = new Int32Array(sentences + 1);
  let hitCount = 0;
  for (let row = 0; row < appHashes.length; row++) {
    const at = found[row];
    if (at < 0) continue;
    hitCount += start[at + 1] - start[at];
    for (let p = start[at]; p < start[at + 1]; p++) count[sentence[p] + 1]++;
  }
  for (let s = 0; s < sentences; s++) count[s + 1] += count[s];
  const fill = count.slice(0, sentences);
  const rowOf = new Int32Array(hitCount);
  const tfOf = new Float64Array(hitCount);
  const tfIdf = new Float64Array(hitCount);
  const groupOf = new Uint8Array(hitCount);
  for (let row = 0; row < appHashes.length; row++) {
    const at = found[row];
    if (at < 0) continue;
    const rowIdf = idf[row];
    for (let p = start[at]; p < start[at + 1]; p++) {
      const k = fill[sentence[p]]++;
      rowOf[k] = row;
      tfOf[k] = tf[p];
      tfIdf[k] = tf[p] * rowIdf;
      groupOf[k] = group[p];
    }
  }
  const unknown2 = unknownIdf * unknownIdf;
  const values = new Float32Array(hitCount);
  const indptr = new Int32Array(sentences + 1);
  let kept2 = 0;
  const norm = new Float64Array(GROUPS);
  const scale = new Float64Array(GROUPS);
  for (let s = 0; s < sentences; s++) {
    const from = count[s];
    const to = count[s + 1];
    if (from === to) continue;
    for (let g = 0; g < GROUPS; g++) norm[g] = squares[s * GROUPS + g] * unknown2;
    for (let k = from; k < to; k++) {
      const v = tfIdf[k];
      norm[groupOf[k]] += v * v - tfOf[k] * tfOf[k] * unknown2;
    }
    let total = 0;
    for (let g = 0; g < GROUPS; g++) if (squares[s * GROUPS + g] > 0) total += GROUP_WEIGHTS[g] ** 2;
    for (let g = 0; g < GROUPS; g++) scale[g] = squares[s * GROUPS + g] > 0 ? GROUP_WEIGHTS[g] / Math.sqrt(norm[g] * total) : 0;
    for (let k = from; k < to; k++) values[k] = Math.fround(tfIdf[k]) * scale[groupOf[k]];
    indptr[++kept2] = to;
  }
  return { sentences: kept2, indptr: indptr.subarray(0, kept2 + 1), indices: rowOf, values };
}

// libs/classifier/src/names.ts
var NUMBER2 = /^\d+$/;
var sets2 = /* @__PURE__ */ new WeakMap();
function nameShare(phrases, lang, frequent) {
  if (frequent.length === 0) return 0;
  let set = sets2.get(frequent);
  if (!set) {
    set = new Set(frequent);
    sets2.set(frequent, set);
  }
  const stop = stopWordsFor(lang);
  let content = 0;
  let rare = 0;
  for (const phrase of phrases) {
    for (const word of phrase.split(" ")) {
      if (!word || stop.has(word) || NUMBER2.test(word)) continue;
      content++;
      if (!set.has(word)) rare++;
    }
  }
  return content > 0 ? rare / content : 0;
}

// libs/classifier/src/svm.ts
function prepareRows(x, cost) {
  const { indptr, values } = x;
  const n = cost.length;
  const diag = new Float64Array(n);
  const qd = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    diag[i] = 0.5 / cost[i];
    let sq = BIAS * BIAS;
    for (let p = indptr[i]; p < indptr[i + 1]; p++) sq += values[p] * values[p];
    qd[i] = sq + diag[i];
  }
  return { diag, qd };
}
var BIAS = 1;
var EPSILON = 0.1;
var MAX_ITERATIONS = 200;
var KERNEL = `'use asm';
var I8 = new stdlib.Int8Array(heap);
var I32 = new stdlib.Int32Array(heap);
var F32 = new stdlib.Float32Array(heap);
var F64 = new stdlib.Float64Array(heap);
var imul = stdlib.Math.imul;
var floor = stdlib.Math.floor;
var abs = stdlib.Math.abs;
var max = stdlib.Math.max;
var inf = stdlib.Infinity;
var state = 0;
function random() {
  var t = 0;
  state = (state + 1831565813) | 0;
  t = state;
  t = imul(t ^ (t >>> 15), t | 1);
  t = t ^ ((t + imul(t ^ (t >>> 7), t | 61)) | 0);
  return +((t ^ (t >>> 14)) >>> 0) / 4294967296.0;
}
function solve(n, seed, maxIter, eps, W, A, DG, Q, IP, IX, IND, VAL, Y) {
  n = n | 0; seed = seed | 0; maxIter = maxIter | 0; eps = +eps; W = W | 0; A = A | 0; DG = DG | 0; Q = Q | 0;
  IP = IP | 0; IX = IX | 0; IND = IND | 0; VAL = VAL | 0; Y = Y | 0;
  var i = 0, j = 0, t = 0, s = 0, p = 0, end = 0, iter = 0, active = 0, yi = 0;
  var b = 0.0, dot = 0.0, g = 0.0, pg = 0.0, pgMax = 0.0, pgMin = 0.0, pgMaxOld = 0.0, old = 0.0, d = 0.0, ai = 0.0;
  state = seed;
  for (i = 0; (i | 0) < (n | 0); i = (i + 1) | 0) I32[(IX + (i << 2)) >> 2] = i;
  active = n;
  pgMaxOld = inf;
  for (iter = 0; (iter | 0) < (maxIter | 0); iter = (iter + 1) | 0) {
    pgMax = -inf;
    pgMin = inf;
    for (i = 0; (i | 0) < (active | 0); i = (i + 1) | 0) {
      j = (i + ~~floor(+random() * +((active - i) | 0))) | 0;
      t = I32[(IX + (i << 2)) >> 2] | 0;
      I32[(IX + (i << 2)) >> 2] = I32[(IX + (j << 2)) >> 2];
      I32[(IX + (j << 2)) >> 2] = t;
    }
    for (s = 0; (s | 0) < (active | 0); s = (s + 1) | 0) {
      i = I32[(IX + (s << 2)) >> 2] | 0;
      yi = I8[(Y + i) >> 0] | 0;
      dot = b;
      p = I32[(IP + (i << 2)) >> 2] | 0;
      end = I32[(IP + ((i + 1) << 2)) >> 2] | 0;
      for (; (p | 0) < (end | 0); p = (p + 1) | 0)
        dot = dot + +F64[(W + (I32[(IND + (p << 2)) >> 2] << 3)) >> 3] * +F32[(VAL + (p << 2)) >> 2];
      ai = +F64[(A + (i << 3)) >> 3];
      g = +(yi | 0) * dot - 1.0 + +F64[(DG + (i << 3)) >> 3] * ai;
      pg = g;
      if (ai == 0.0) {
        if (g > pgMaxOld) {
          active = (active - 1) | 0;
          I32[(IX + (s << 2)) >> 2] = I32[(IX + (active << 2)) >> 2];
          I32[(IX + (active << 2)) >> 2] = i;
          s = (s - 1) | 0;
          continue;
        }
        if (g > 0.0) pg = 0.0;
      }
      if (pg > pgMax) pgMax = pg;
      if (pg < pgMin) pgMin = pg;
      if (+abs(pg) > 1.0e-12) {
        old = ai;
        ai = +max(old - g / +F64[(Q + (i << 3)) >> 3], 0.0);
        F64[(A + (i << 3)) >> 3] = ai;
        d = (ai - old) * +(yi | 0);
        p = I32[(IP + (i << 2)) >> 2] | 0;
        for (; (p | 0) < (end | 0); p = (p + 1) | 0) {
          t = (W + (I32[(IND + (p << 2)) >> 2] << 3)) | 0;
          F64[t >> 3] = +F64[t >> 3] + d * +F32[(VAL + (p << 2)) >> 2];
        }
        b = b + d;
      }
    }
    if (pgMax - pgMin <= eps) {
      if ((active | 0) == (n | 0)) break;
      active = n;
      pgMaxOld = inf;
      continue;
    }
    pgMaxOld = pgMax <= 0.0 ? inf : pgMax;
  }
  return +b;
}
return { solve: solve };`;
var link = (() => {
  try {
    return new Function("stdlib", "foreign", "heap", KERNEL);
  } catch {
    return void 0;
  }
})();
var KEEP_HEAP_BYTES = 16 << 20;
var kept;
var loads = 0;
function loadRows(x, prepared) {
  if (!link) return { solve: (y, seed) => plainSvm(x, prepared, y, seed) };
  const n = prepared.qd.length;
  const nnz = x.indptr[n];
  const W = 0;
  const A = W + 8 * x.features;
  const DG = A + 8 * n;
  const Q = DG + 8 * n;
  const IP = Q + 8 * n;
  const IX = IP + 4 * (n + 1);
  const IND = IX + 4 * n;
  const VAL = IND + 4 * nnz;
  const Y = VAL + 4 * nnz;
  let size = 1 << 16;
  while (size < Y + n) size *= 2;
  let memory = kept && kept.heap.byteLength >= size ? kept : void 0;
  if (!memory) {
    const heap2 = new ArrayBuffer(size);
    memory = { heap: heap2, kernel: link(globalThis, {}, heap2) };
    if (size <= KEEP_HEAP_BYTES) kept = memory;
  }
  const { heap, kernel } = memory;
  const load = ++loads;
  new Float64Array(heap, DG, n).set(prepared.diag);
  new Float64Array(heap, Q, n).set(prepared.qd);
  new Int32Array(heap, IP, n + 1).set(x.indptr.subarray(0, n + 1));
  new Int32Array(heap, IND, nnz).set(x.indices.subarray(0, nnz));
  new Float32Array(heap, VAL, nnz).set(x.values.subarray(0, nnz));
  const w = new Float64Array(heap, W, x.features);
  const alpha = new Float64Array(heap, A, n);
  const y8 = new Int8Array(heap, Y, n);
  return {
    solve(y, seed) {
      if (load !== loads && memory === kept) return loadRows(x, prepared).solve(y, seed);
      w.fill(0);
      alpha.fill(0);
      y8.set(y);
      const b = kernel.solve(n, seed, MAX_ITERATIONS, EPSILON, W, A, DG, Q, IP, IX, IND, VAL, Y);
      return { w: w.slice(), b };
    }
  };
}
function plainSvm(x, prepared, y, seed) {
  const { indptr, indices, values } = x;
  const { diag, qd } = prepared;
  const n = y.length;
  const w = new Float64Array(x.features);
  let b = 0;
  const alpha = new Float64Array(n);
  const index = new Int32Array(n);
  for (let i = 0; i < n; i++) index[i] = i;
  const random = seededRandom(seed);
  let active = n;
  let pgMaxOld = Infinity;
  for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
    let pgMax = -Infinity;
    let pgMin = Infinity;
    for (let i = 0; i < active; i++) {
      const j = i + Math.floor(random() * (active - i));
      const t = index[i];
      index[i] = index[j];
      index[j] = t;
    }
    for (let s = 0; s < active; s++) {
      const i = index[s];
      const yi = y[i];
      let dot = b;
      const end = indptr[i + 1];
      for (let p = indptr[i]; p < end; p++) dot += w[indices[p]] * values[p];
      const g = yi * dot - 1 + diag[i] * alpha[i];
      let pg = g;
      if (alpha[i] === 0) {
        if (g > pgMaxOld) {
          active--;
          index[s] = index[active];
          index[active] = i;
          s--;
          continue;
        }
        if (g > 0) pg = 0;
      }
      if (pg > pgMax) pgMax = pg;
      if (pg < pgMin) pgMin = pg;
      if (Math.abs(pg) > 1e-12) {
        const old = alpha[i];
        alpha[i] = Math.max(old - g / qd[i], 0);
        const d = (alpha[i] - old) * yi;
        for (let p = indptr[i]; p < end; p++) w[indices[p]] += d * values[p];
        b += d;
      }
    }
    if (pgMax - pgMin <= EPSILON) {
      if (active === n) break;
      active = n;
      pgMaxOld = Infinity;
      continue;
    }
    pgMaxOld = pgMax <= 0 ? Infinity : pgMax;
  }
  return { w, b };
}

// libs/classifier/src/vectorize.ts
function vectorize(raw, rowOf, idf, unknownIdf) {
  const n = raw.hashes.length;
  const rowIds = new Int32Array(n);
  const values = new Float32Array(n);
  const groupNorm = new Float64Array(GROUPS);
  const knownNorm = new Float64Array(GROUPS);
  for (let i = 0; i < n; i++) {
    const row = typeof rowOf === "function" ? rowOf(raw.hashes[i]) : rowOf[i];
    const v = (1 + Math.log(raw.counts[i])) * (row >= 0 ? idf[row] : unknownIdf);
    rowIds[i] = row;
    values[i] = v;
    groupNorm[raw.groups[i]] += v * v;
    if (row >= 0) knownNorm[raw.groups[i]] += v * v;
  }
  let total = 0;
  for (let g = 0; g < GROUPS; g++) if (groupNorm[g] > 0) total += GROUP_WEIGHTS[g] ** 2;
  const scale = new Float64Array(GROUPS);
  let known = 0;
  for (let g = 0; g < GROUPS; g++) {
    if (groupNorm[g] === 0) continue;
    scale[g] = GROUP_WEIGHTS[g] / Math.sqrt(groupNorm[g] * total);
    known += knownNorm[g] / groupNorm[g] * (GROUP_WEIGHTS[g] ** 2 / total);
  }
  let kept2 = 0;
  for (let i = 0; i < n; i++) {
    if (rowIds[i] < 0) continue;
    rowIds[kept2] = rowIds[i];
    values[kept2] = values[i] * scale[raw.groups[i]];
    kept2++;
  }
  return { rows: rowIds.subarray(0, kept2), values: values.subarray(0, kept2), coverage: known };
}

// libs/classifier/src/train.ts
var LANGS = LANGUAGES;
var NONE = -1;
var TRAIN_DEFAULTS = {
  cost: 3,
  temperature: 0.15,
  noneScore: -0.5,
  fullCoverage: 0.15,
  seed: 42,
  background: [],
  backgroundWeight: 30,
  genericChars: 60,
  frequentWords: []
};
function train(items, lang, options = {}) {
  if (!LANGS.includes(lang)) throw new ClassifierError("TRAINER.UNSUPPORTED_LANGUAGE", `unsupported language: ${lang}`);
  const opts = { ...TRAIN_DEFAULTS, ...options };
  const classes = items.length;
  const raws = [];
  const labels = [];
  const phrases = [];
  items.forEach((item, k) => {
    for (const utterance of item.utterances) {
      const key = phraseKey(utterance);
      if (!key) continue;
      raws.push(extractFeatures(utterance, lang));
      labels.push(k);
      phrases.push(key);
    }
  });
  const n = raws.length;
  let total = 0;
  for (const raw of raws) total += raw.hashes.length;
  let size = 16;
  while (size < total * 2) size *= 2;
  const mask = size - 1;
  const slotHash = new Uint32Array(size);
  const slotRow = new Int32Array(size).fill(-1);
  const hashOfRow = [];
  const df = [];
  const rawRows = raws.map((raw) => {
    const rows2 = new Int32Array(raw.hashes.length);
    for (let i = 0; i < rows2.length; i++) {
      const h = raw.hashes[i];
      let s = h & mask;
      while (slotRow[s] !== -1 && slotHash[s] !== h) s = s + 1 & mask;
      let row = slotRow[s];
      if (row === -1) {
        row = df.length;
        slotRow[s] = row;
        slotHash[s] = h;
        hashOfRow.push(h);
        df.push(1);
      } else df[row]++;
      rows2[i] = row;
    }
    return rows2;
  });
  const features = df.length;
  const itemFrequency = countItems(rawRows, labels, features);
  const itemCount = new Set(labels).size;
  const idfOf = (phrasesWith, itemsWith) => Math.sqrt((Math.log((1 + n) / (1 + phrasesWith)) + 1) * (Math.log((1 + itemCount) / (1 + itemsWith)) + 1));
  const idf = new Float32Array(features);
  for (let f = 0; f < features; f++) idf[f] = idfOf(df[f], itemFrequency[f]);
  const unknownIdf = idfOf(0, 0);
  const counts = new Array(classes).fill(0);
  for (const k of labels) counts[k]++;
  const used = counts.filter((c) => c > 0).length;
  const hashes = Uint32Array.from(hashOfRow);
  const bgIndex = opts.background.length > 0 ? backgroundIndex(opts.background, lang) : void 0;
  const found = bgIndex ? postingsOf(bgIndex, hashes) : void 0;
  if (bgIndex && found && opts.genericChars > 0) discountGenericChars(raws, rawRows, found, idf, bgIndex, opts.genericChars);
  const background2 = bgIndex ? projectBackground(bgIndex, hashes, idf, unknownIdf, found) : void 0;
  const x = toMatrix(
    raws.map((raw, i) => vectorize(raw, rawRows[i], idf, unknownIdf)),
    background2,
    features
  );
  const allLabels = new Int32Array(n + (background2?.sentences ?? 0)).fill(NONE);
  allLabels.set(labels);
  const itemCost = opts.cost * n / Math.max(1, used);
  const backgroundCost = opts.cost * opts.backgroundWeight / Math.max(1, background2?.sentences ?? 0);
  const cost = new Float64Array(allLabels.length);
  for (let i = 0; i < cost.length; i++) cost[i] = allLabels[i] === NONE ? backgroundCost : itemCost / counts[allLabels[i]];
  const rows = loadRows(x, prepareRows(x, cost));
  const y = new Int8Array(allLabels.length);
  const weights = new Float32Array(features * classes);
  const bias = new Float32Array(classes);
  for (let k = 0; k < classes; k++) {
    if (counts[k] === 0) {
      bias[k] = -1;
      continue;
    }
    for (let i = 0; i < y.length; i++) y[i] = allLabels[i] === k ? 1 : -1;
    const { w, b } = rows.solve(y, opts.seed + k);
    for (let f = 0; f < features; f++) weights[f * classes + k] = w[f];
    bias[k] = b;
  }
  const table = buildTable(hashes);
  return {
    version: 1,
    lang,
    ids: items.map((i) => i.id),
    kinds: items.map((i) => i.kind),
    slots: table.slots,
    rows: table.rows,
    idf,
    unknownIdf,
    weights,
    bias,
    temperature: opts.temperature,
    noneScore: opts.noneScore,
    fullCoverage: opts.fullCoverage,
    phrases,
    phraseClass: Int32Array.from(labels),
    commonWords: found ? commonWords(raws, rawRows, found) : new Int32Array(0),
    nameShare: nameShare(phrases, lang, opts.frequentWords)
  };
}
function commonWords(raws, rawRows, found) {
  const rows = /* @__PURE__ */ new Set();
  raws.forEach((raw, r) => {
    for (const i of raw.contentWords) if (found[rawRows[r][i]] >= 0) rows.add(rawRows[r][i]);
  });
  return Int32Array.from(rows).sort();
}
function discountGenericChars(raws, rawRows, found, idf, index, weight) {
  const chars = new Uint8Array(found.length);
  raws.forEach((raw, r) => {
    for (let i = 0; i < raw.groups.length; i++) if (raw.groups[i] === CHARS) chars[rawRows[r][i]] = 1;
  });
  for (let f = 0; f < found.length; f++) {
    const at = found[f];
    if (chars[f] && at >= 0) idf[f] /= 1 + weight * (index.start[at + 1] - index.start[at]) / index.sentences;
  }
}
function countItems(rawRows, labels, features) {
  const count = new Int32Array(features);
  const lastItem = new Int32Array(features).fill(-1);
  rawRows.forEach((rows, i) => {
    for (const row of rows) {
      if (lastItem[row] !== labels[i]) {
        lastItem[row] = labels[i];
        count[row]++;
      }
    }
  });
  return count;
}
function toMatrix(own, background2, features) {
  const bg = background2 ?? { sentences: 0, indptr: new Int32Array(1), indices: new Int32Array(0), values: new Float32Array(0) };
  const indptr = new Int32Array(own.length + bg.sentences + 1);
  own.forEach((v, i) => indptr[i + 1] = indptr[i] + v.rows.length);
  const base = indptr[own.length];
  for (let i = 1; i <= bg.sentences; i++) indptr[own.length + i] = base + bg.indptr[i];
  const nnz = base + bg.indptr[bg.sentences];
  const indices = new Int32Array(nnz);
  const values = new Float32Array(nnz);
  own.forEach((v, i) => {
    indices.set(v.rows, indptr[i]);
    values.set(v.values, indptr[i]);
  });
  indices.set(bg.indices.subarray(0, bg.indptr[bg.sentences]), base);
  values.set(bg.values.subarray(0, bg.indptr[bg.sentences]), base);
  return { indptr, indices, values, features };
}

// libs/classifier/src/classify.ts
var EXACT = 0.99;
var UNRELATED = 0.3;
var COMMON_ONLY = 0.6;
var NAMES = 0.5;
var phraseIndex = /* @__PURE__ */ new WeakMap();
function classify(model, sentence) {
  const p = probabilities(model, sentence);
  const matches = [];
  for (let k = 0; k < p.length; k++) matches.push({ id: model.ids[k], kind: model.kinds[k], probability: p[k] });
  return matches.sort((a, b) => b.probability - a.probability);
}
function rawScores(model, sentence) {
  const classes = model.ids.length;
  const raw = extractFeatures(sentence, model.lang);
  const v = vectorize(raw, (h) => lookup(model, h), model.idf, model.unknownIdf);
  const scores = Float64Array.from(model.bias);
  const w = model.weights;
  for (let i = 0; i < v.rows.length; i++) {
    const base = v.rows[i] * classes;
    const x = v.values[i];
    for (let k = 0; k < classes; k++) scores[k] += w[base + k] * x;
  }
  return { scores, coverage: v.coverage, related: relatedness(model, raw) };
}
function relatedness(model, raw) {
  if (raw.contentWords.length === 0) return 1;
  let known = false;
  for (const i of raw.contentWords) {
    const row = lookup(model, raw.hashes[i]);
    if (row < 0) continue;
    if (!isCommon(model.commonWords, row)) return 1;
    known = true;
  }
  return known || model.nameShare >= NAMES ? COMMON_ONLY : UNRELATED;
}
function isCommon(rows, row) {
  let lo = 0;
  let hi = rows.length - 1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    if (rows[mid] === row) return true;
    if (rows[mid] < row) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
function probabilities(model, sentence) {
  const classes = model.ids.length;
  const p = new Float64Array(classes);
  if (classes === 0) return p;
  const { scores, coverage, related } = rawScores(model, sentence);
  const t = model.temperature;
  let max = model.noneScore;
  for (let k = 0; k < classes; k++) if (scores[k] > max) max = scores[k];
  let sum = Math.exp((model.noneScore - max) / t);
  for (let k = 0; k < classes; k++) sum += p[k] = Math.exp((scores[k] - max) / t);
  const damp = (model.fullCoverage > 0 ? Math.min(1, coverage / model.fullCoverage) : 1) * related;
  for (let k = 0; k < classes; k++) p[k] = p[k] / sum * damp;
  boostExactPhrase(model, sentence, p);
  return p;
}
function boostExactPhrase(model, sentence, p) {
  const owners = indexOf(model).get(phraseKey(sentence));
  if (!owners) return;
  let rest = 0;
  for (let k = 0; k < p.length; k++) if (!owners.includes(k)) rest += p[k];
  const scale = rest > 0 ? Math.min(1, (1 - EXACT) / rest) : 0;
  for (let k = 0; k < p.length; k++) p[k] = owners.includes(k) ? EXACT / owners.length : p[k] * scale;
}
function indexOf(model) {
  let index = phraseIndex.get(model);
  if (!index) {
    index = /* @__PURE__ */ new Map();
    model.phrases.forEach((phrase, i) => {
      const k = model.phraseClass[i];
      const owners = index.get(phrase);
      if (!owners) index.set(phrase, [k]);
      else if (!owners.includes(k)) owners.push(k);
    });
    phraseIndex.set(model, index);
  }
  return index;
}

// libs/classifier/src/decide.ts
var DEFAULT_THRESHOLD = 0.16;
var DECISION_DEFAULTS = { threshold: DEFAULT_THRESHOLD, margin: 0.05, max: 5 };
function decide(matches, options = {}) {
  const { threshold, margin, max } = { ...DECISION_DEFAULTS, ...options };
  const best = matches[0];
  if (!best || best.probability < threshold || max < 1) return [];
  const kept2 = [best];
  for (let i = 1; i < matches.length && kept2.length < max; i++) {
    const m = matches[i];
    if (best.probability - m.probability > margin) break;
    kept2.push(m);
  }
  return kept2;
}

// libs/classifier/data/load.ts
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
var BACKGROUND_FILE = (0, import_node_path2.join)(__dirname, "generated", "background.json");
function loadClassifierData(file = BACKGROUND_FILE) {
  if (!(0, import_node_fs2.existsSync)(file)) {
    console.warn(`classifier background missing: ${file}; run npm run build:data:classifier`);
    return { background: { en: [], fr: [], es: [] }, frequentWords: { en: [], fr: [], es: [] } };
  }
  const data = JSON.parse((0, import_node_fs2.readFileSync)(file, "utf8"));
  const split = (lang) => data.frequent?.[lang]?.split(" ") ?? [];
  return { background: data.background, frequentWords: { en: split("en"), fr: split("fr"), es: split("es") } };
}

// bench/classify/engines.ts
var { background, frequentWords } = loadClassifierData();
var NONE2 = "None";
function groupByIntent(examples) {
  const byIntent = /* @__PURE__ */ new Map();
  for (const { text, intent } of examples) byIntent.set(intent, [...byIntent.get(intent) ?? [], text]);
  return byIntent;
}
var parleyEngine = {
  name: "parley",
  async train(examples, lang) {
    const items = [...groupByIntent(examples)].map(([id, utterances]) => ({ id, kind: "Intent", utterances }));
    return train(items, lang, { background: background[lang], frequentWords: frequentWords[lang] });
  },
  async classify(model, sentence) {
    return decide(classify(model, sentence))[0]?.id ?? NONE2;
  },
  async score(model, sentence) {
    const best = classify(model, sentence)[0];
    return best ? { label: best.id, probability: best.probability } : { label: NONE2, probability: 0 };
  },
  defaultThreshold: DEFAULT_THRESHOLD
};

// bench/classify/french-faq.ts
var FAQ = {
  horaires: [
    [
      "Quels sont vos horaires d'ouverture ?",
      "\xC0 quelle heure ouvre le magasin ?",
      "\xCAtes-vous ouverts le dimanche ?",
      "Jusqu\u2019\xE0 quelle heure \xEAtes-vous ouverts le soir ?",
      "Horaires du magasin"
    ],
    [
      "vous ouvrez a quelle heure demain",
      "c\u2019est ouvert le samedi ?",
      "slt vous fermez a quelle heure ?",
      "le magasin est ouvert le lundi matin ?",
      "horaire d ouverture svp",
      "vous etes pas ferm\xE9s le dimanche ?"
    ]
  ],
  livraison_delai: [
    [
      "Quel est le d\xE9lai de livraison ?",
      "Combien de temps faut-il pour recevoir ma commande ?",
      "Quand vais-je recevoir mon colis ?",
      "En combien de jours livrez-vous ?",
      "D\xE9lai de livraison en France"
    ],
    [
      "je vais recevoir ma commande quand ?",
      "ca prend combien de temps pour etre livr\xE9",
      "c koi les delais de livraison",
      "ma commande arrive dans combien de jours ?",
      "vous livrez en combien de temps",
      "il faut combien de jours pour la livraison ?"
    ]
  ],
  livraison_pays: [
    [
      "Livrez-vous \xE0 l\u2019\xE9tranger ?",
      "Dans quels pays livrez-vous ?",
      "Est-ce que vous livrez en Belgique ?",
      "Livraison internationale possible ?",
      "Pouvez-vous envoyer ma commande en Suisse ?"
    ],
    [
      "vous livrez au canada ?",
      "est ce que vous expediez hors de france",
      "c\u2019est possible de se faire livrer en espagne",
      "livraison en allemagne svp ?",
      "vous envoyez dans quels pays",
      "jhabite au luxembourg vous livrez ?"
    ]
  ],
  frais_livraison: [
    [
      "Combien co\xFBte la livraison ?",
      "Quels sont les frais de port ?",
      "La livraison est-elle gratuite ?",
      "\xC0 partir de quel montant la livraison est offerte ?",
      "Prix de l\u2019exp\xE9dition"
    ],
    [
      "c combien les frais de port",
      "la livraison c\u2019est payant ?",
      "livraison gratuite a partir de combien",
      "vous faites payer l envoi ?",
      "les frais d\u2019expedition sont de combien",
      "ca coute cher la livraison ?"
    ]
  ],
  suivi_colis: [
    [
      "O\xF9 est mon colis ?",
      "Comment suivre ma commande ?",
      "Je voudrais le num\xE9ro de suivi de mon colis",
      "Ma commande est-elle exp\xE9di\xE9e ?",
      "Suivi de livraison"
    ],
    [
      "jsp ou est mon colis",
      "je peux suivre mon colis ou ?",
      "elle est ou ma commande ?",
      "jai pas recu le numero de suivi",
      "mon colis est parti ?",
      "comment je fais pour savoir ou en est ma livraison"
    ]
  ],
  retour: [
    [
      "Comment retourner un article ?",
      "Je veux renvoyer un produit",
      "Puis-je \xE9changer un article ?",
      "Quelle est votre politique de retour ?",
      "Retourner ma commande"
    ],
    [
      "je voudrais renvoyer ma commande comment faire",
      "l\u2019article me plait pas je peux le rendre ?",
      "c\u2019est possible d\u2019echanger un produit",
      "j ai combien de jours pour faire un retour",
      "comment on renvoie un article stp",
      "je veux rendre les chaussures"
    ]
  ],
  remboursement: [
    [
      "Quand serai-je rembours\xE9 ?",
      "Je veux \xEAtre rembours\xE9",
      "Comment obtenir un remboursement ?",
      "Mon remboursement n\u2019est pas arriv\xE9",
      "D\xE9lai de remboursement"
    ],
    [
      "toujours pas rembourse pk ?",
      "vous remboursez sous combien de temps",
      "je veux mon argent",
      "j\u2019ai renvoy\xE9 le colis mais pas de remboursement",
      "rembourser ma commande svp",
      "c\u2019est quand que je suis rembours\xE9e ?"
    ]
  ],
  paiement_moyens: [
    [
      "Quels moyens de paiement acceptez-vous ?",
      "Puis-je payer par PayPal ?",
      "Acceptez-vous la carte bancaire ?",
      "Peut-on payer en plusieurs fois ?",
      "Paiement par ch\xE8que possible ?"
    ],
    [
      "on peut payer avec paypal ?",
      "vous prenez la carte bleue",
      "paiement en 3 fois possible ?",
      "je peux payer comment",
      "vous acceptez les cheques ?",
      "c\u2019est possible de regler par virement"
    ]
  ],
  paiement_refuse: [
    [
      "Mon paiement a \xE9t\xE9 refus\xE9",
      "Ma carte ne passe pas",
      "Le paiement ne fonctionne pas",
      "Erreur lors du paiement",
      "Pourquoi ma carte est-elle refus\xE9e ?"
    ],
    [
      "ma carte passe pas",
      "paiement refus\xE9 pk",
      "j\u2019arrive pas a payer",
      "il y a une erreur quand je paye",
      "ca veut pas prendre ma carte bancaire",
      "le paiement marche pas sur le site"
    ]
  ],
  facture: [
    [
      "Comment obtenir ma facture ?",
      "Pouvez-vous m\u2019envoyer une facture ?",
      "O\xF9 t\xE9l\xE9charger ma facture ?",
      "J\u2019ai besoin d\u2019une facture pour ma commande",
      "Facture de mon achat"
    ],
    [
      "je trouve pas ma facture",
      "vous pouvez m\u2019envoyer la facture stp",
      "ou est ce qu\u2019on telecharge les factures",
      "besoin d une facture pour mon entreprise",
      "jai pas recu de facture",
      "je veux la facture de ma derniere commande"
    ]
  ],
  annuler_commande: [
    [
      "Je veux annuler ma commande",
      "Comment annuler une commande ?",
      "Puis-je annuler mon achat ?",
      "Annulation de commande",
      "Annulez ma commande s\u2019il vous pla\xEEt"
    ],
    [
      "annuler ma commande stp",
      "je me suis tromp\xE9 je veux tout annuler",
      "c\u2019est possible d\u2019annuler ?",
      "comment j\u2019annule",
      "vous pouvez annuler la commande que j\u2019ai pass\xE9e hier",
      "je veux plus de ma commande, annulez la"
    ]
  ],
  modifier_adresse: [
    [
      "Comment changer mon adresse de livraison ?",
      "Je me suis tromp\xE9 d\u2019adresse",
      "Puis-je modifier l\u2019adresse de ma commande ?",
      "Modifier l\u2019adresse de livraison",
      "J\u2019ai d\xE9m\xE9nag\xE9, comment mettre \xE0 jour mon adresse ?"
    ],
    [
      "jai mis la mauvaise adresse",
      "changer l\u2019adresse de livraison svp",
      "je peux encore modifier l adresse ?",
      "erreur dans mon adresse comment corriger",
      "j\u2019ai demenag\xE9 faut changer l\u2019adresse",
      "c\u2019est possible de livrer a une autre adresse ?"
    ]
  ],
  mot_de_passe: [
    [
      "J\u2019ai oubli\xE9 mon mot de passe",
      "Comment r\xE9initialiser mon mot de passe ?",
      "Je n\u2019arrive pas \xE0 me connecter",
      "Changer mon mot de passe",
      "Mot de passe perdu"
    ],
    [
      "mdp oubli\xE9",
      "j\u2019arrive plus a me connecter",
      "comment on change le mot de passe",
      "jme souviens plus de mon mot de passe",
      "reinitialiser mot de passe stp",
      "impossible de me connecter a mon compte"
    ]
  ],
  supprimer_compte: [
    [
      "Comment supprimer mon compte ?",
      "Je veux fermer mon compte",
      "Supprimez mes donn\xE9es personnelles",
      "Suppression de compte",
      "Je souhaite cl\xF4turer mon compte client"
    ],
    [
      "supprimer mon compte svp",
      "je veux plus de compte chez vous",
      "comment on ferme son compte",
      "effacez toutes mes donnees",
      "je voudrais que mon compte soit supprim\xE9",
      "desinscription du site comment faire"
    ]
  ],
  contact_humain: [
    [
      "Je veux parler \xE0 un conseiller",
      "Comment contacter le service client ?",
      "Puis-je parler \xE0 un humain ?",
      "Quel est votre num\xE9ro de t\xE9l\xE9phone ?",
      "Contacter le support"
    ],
    [
      "je veux parler a quelqu\u2019un de vrai",
      "un conseiller svp",
      "vous avez un numero de tel ?",
      "passez moi un humain",
      "comment joindre le service client",
      "je peux vous appeler ?"
    ]
  ],
  garantie: [
    [
      "Quelle est la dur\xE9e de la garantie ?",
      "Mon produit est-il garanti ?",
      "Mon article est tomb\xE9 en panne",
      "Comment faire jouer la garantie ?",
      "Garantie des produits"
    ],
    [
      "c\u2019est garanti combien de temps",
      "mon appareil marche plus il est sous garantie ?",
      "la garantie couvre quoi",
      "produit en panne au bout d un mois",
      "vous faites une garantie de 2 ans ?",
      "comment j\u2019utilise la garantie"
    ]
  ],
  taille: [
    [
      "Comment choisir ma taille ?",
      "Avez-vous un guide des tailles ?",
      "Ce mod\xE8le taille-t-il grand ?",
      "Quelle taille dois-je prendre ?",
      "Correspondance des tailles"
    ],
    [
      "je fais du 38 je prends quelle taille",
      "ca taille petit ?",
      "guide des tailles stp",
      "je sais pas quelle taille choisir",
      "les tailles sont normales ou ca taille grand",
      "vous avez un tableau des tailles"
    ]
  ],
  code_promo: [
    [
      "Mon code promo ne fonctionne pas",
      "O\xF9 saisir un code de r\xE9duction ?",
      "Avez-vous des codes promo ?",
      "Le bon de r\xE9duction n\u2019est pas accept\xE9",
      "Utiliser un code promo"
    ],
    [
      "code promo marche pas",
      "ou on met le code de reduc",
      "vous avez une reduction en ce moment ?",
      "mon bon de reduction est refus\xE9 pk",
      "le code promo est pas pris en compte",
      "comment j\u2019utilise mon code promo"
    ]
  ],
  magasin: [
    [
      "O\xF9 se trouve votre magasin ?",
      "Avez-vous une boutique \xE0 Lyon ?",
      "Quelle est l\u2019adresse du magasin ?",
      "Trouver un magasin pr\xE8s de chez moi",
      "Liste de vos boutiques"
    ],
    [
      "vous avez un magasin a paris ?",
      "c\u2019est ou votre boutique",
      "l\u2019adresse du magasin svp",
      "y a une boutique pres de bordeaux",
      "je peux venir en magasin ? il est ou",
      "ou sont vos magasins"
    ]
  ],
  fidelite: [
    [
      "Comment fonctionne la carte de fid\xE9lit\xE9 ?",
      "Combien de points de fid\xE9lit\xE9 ai-je ?",
      "Comment utiliser mes points ?",
      "Programme de fid\xE9lit\xE9",
      "Je veux une carte de fid\xE9lit\xE9"
    ],
    [
      "j\u2019ai combien de points",
      "la carte fidelit\xE9 c\u2019est gratuit ?",
      "comment on gagne des points",
      "utiliser mes points fidelite",
      "je voudrais m\u2019inscrire au programme de fidelite",
      "mes points ont disparu"
    ]
  ],
  newsletter: [
    [
      "Comment me d\xE9sabonner de la newsletter ?",
      "Je ne veux plus recevoir vos emails",
      "Arr\xEAtez de m\u2019envoyer des mails",
      "Se d\xE9sinscrire de la lettre d\u2019information",
      "Trop d\u2019emails publicitaires"
    ],
    [
      "stop les mails svp",
      "je veux plus recevoir la newsletter",
      "desabonnement newsletter",
      "vous m\u2019envoyez trop de mails",
      "comment arreter les emails promotionnels",
      "je recois des pubs tous les jours ca suffit"
    ]
  ],
  stock: [
    [
      "Quand cet article sera-t-il de nouveau disponible ?",
      "Le produit est en rupture de stock",
      "Allez-vous r\xE9approvisionner cet article ?",
      "Pr\xE9venez-moi quand le produit revient",
      "Disponibilit\xE9 d\u2019un article"
    ],
    [
      "l\u2019article est plus dispo ?",
      "quand est ce que ce sera en stock",
      "rupture de stock jusqu\u2019a quand",
      "vous allez en ravoir ?",
      "le pull bleu est dispo en M ?",
      "prevenez moi quand ca revient stp"
    ]
  ]
};
var pick = (part) => Object.entries(FAQ).flatMap(([intent, parts]) => parts[part].map((text) => ({ text, intent })));
var FRENCH_FAQ = { name: "ShopFaq-fr", lang: "fr", train: pick(0), test: pick(1) };

// bench/classify/out-of-scope.ts
var APP_SIZES = [1, 2, 3, 5, 10];
var LOPSIDED_SIZES = [2, 3];
var MERGED = 5;
var DRAWS = 5;
var SEED = 17;
function drawApps(corpora) {
  const random = seededRandom(SEED);
  const draws = [];
  for (const corpus of corpora) {
    const intents = [...new Set(corpus.train.map((e) => e.intent))].filter((i) => i !== NONE2).sort();
    for (const size of APP_SIZES) {
      if (size >= intents.length) continue;
      for (let d = 0; d < DRAWS; d++) draws.push({ corpus, size, intents: shuffle(intents, random).slice(0, size) });
    }
    for (const size of LOPSIDED_SIZES) {
      if (size - 1 + MERGED > intents.length) continue;
      for (let d = 0; d < DRAWS; d++) {
        const picked = shuffle(intents, random).slice(0, size - 1 + MERGED);
        const merged = picked.slice(0, MERGED);
        draws.push({ corpus, size, intents: [merged[0], ...picked.slice(MERGED)], merged });
      }
    }
    draws.push({ corpus, size: "all", intents });
  }
  return draws;
}
function shuffle(items, random) {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

// tmp/_prof2.ts
async function main() {
  const sizes = (process.env.SIZES ?? "1,2").split(",").map(Number);
  const corpora = [...CORPORA.map(loadCorpus), FRENCH_FAQ];
  const apps = [];
  for (const draw of drawApps(corpora)) {
    if (!sizes.includes(draw.size) || draw.merged) continue;
    const keep = new Set(draw.intents);
    apps.push({ ex: draw.corpus.train.filter((e) => keep.has(e.intent)), lang: draw.corpus.lang });
  }
  for (const a of apps) await parleyEngine.train(a.ex, a.lang);
  const c = process.cpuUsage();
  for (let r = 0; r < Number(process.env.R ?? 20); r++) for (const a of apps) await parleyEngine.train(a.ex, a.lang);
  const u = process.cpuUsage(c);
  console.log("cpu ms per App", ((u.user + u.system) / 1e3 / apps.length / Number(process.env.R ?? 20)).toFixed(3));
}
main();
