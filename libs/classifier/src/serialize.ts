import { ClassifierError } from './errors';
import type { ItemKind, Model } from './types';

/**
 * Version of the binary layout written by `encodeModel`. A stored model of another version is not
 * read (`decodeModel` throws `TRAINER.BAD_MODEL`): its owner trains it again.
 */
export const MODEL_FORMAT = 5;
/**
 * The format before typos (4): read as well, without typos (no App words kept), so that a stored
 * model of the last release answers while its App trains again.
 */
export const PREVIOUS_MODEL_FORMAT = 4;

const MAGIC = [0x50, 0x52, 0x4c, 0x4d]; // "PRLM"
const HEADER_AT = 12;
const TYPED = ['slots', 'rows', 'idf', 'weights', 'bias', 'phraseClass', 'commonWords'] as const;
type TypedKey = (typeof TYPED)[number];
const ARRAY_OF: Record<TypedKey, Uint32ArrayConstructor | Int32ArrayConstructor | Float32ArrayConstructor> = {
  slots: Uint32Array,
  rows: Int32Array,
  idf: Float32Array,
  weights: Float32Array,
  bias: Float32Array,
  phraseClass: Int32Array,
  commonWords: Int32Array,
};

/** What the header holds: everything but the typed arrays, and their lengths. */
interface Header {
  lang: Model['lang'];
  ids: string[];
  kinds: ItemKind[];
  unknownIdf: number;
  temperature: number;
  noneScore: number;
  fullCoverage: number;
  nameShare: number;
  phrases: string[];
  vocabulary: string[];
  typoBlocked: string[];
  lengths: Record<TypedKey, number>;
}

/**
 * A model as bytes, for storage: "PRLM", the format version (one byte), three zero bytes, the
 * header's length (u32, little-endian), the header (UTF-8 JSON: ids, phrases, scalars and the
 * arrays' lengths) padded to 4 bytes, then each typed array's bytes as they are in memory (every
 * machine Parley runs on is little-endian). Lossless: the decoded model answers exactly as the
 * trained one. Compress it where it is stored; a worker thread needs none of this (post the model).
 */
export function encodeModel(model: Model): Uint8Array {
  const header: Header = {
    lang: model.lang,
    ids: model.ids,
    kinds: model.kinds,
    unknownIdf: model.unknownIdf,
    temperature: model.temperature,
    noneScore: model.noneScore,
    fullCoverage: model.fullCoverage,
    nameShare: model.nameShare,
    phrases: model.phrases,
    vocabulary: model.vocabulary,
    typoBlocked: model.typoBlocked,
    lengths: Object.fromEntries(TYPED.map((k) => [k, model[k].length])) as Record<TypedKey, number>,
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const arraysAt = HEADER_AT + align4(json.length);
  const size = arraysAt + TYPED.reduce((n, k) => n + model[k].byteLength, 0);
  const out = new Uint8Array(size);
  out.set(MAGIC, 0);
  out[4] = MODEL_FORMAT;
  new DataView(out.buffer).setUint32(8, json.length, true);
  out.set(json, HEADER_AT);
  let at = arraysAt;
  for (const k of TYPED) {
    const a = model[k];
    out.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), at);
    at += a.byteLength;
  }
  return out;
}

/** The model `encodeModel` wrote; `TRAINER.BAD_MODEL` for anything else (another format, cut or changed bytes). */
export function decodeModel(bytes: Uint8Array): Model {
  if (bytes.length < HEADER_AT || MAGIC.some((b, i) => bytes[i] !== b)) bad('not a Parley model');
  const format = bytes[4];
  if (format !== MODEL_FORMAT && format !== PREVIOUS_MODEL_FORMAT) bad(`model format ${format}, this version reads ${PREVIOUS_MODEL_FORMAT} and ${MODEL_FORMAT}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(8, true);
  if (HEADER_AT + headerLength > bytes.length) bad('the header is cut');
  let header: Header;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(HEADER_AT, HEADER_AT + headerLength))) as Header;
  } catch {
    return bad('the header is not readable');
  }
  if (!header || typeof header !== 'object' || !header.lengths || !Array.isArray(header.ids)) bad('the header is incomplete');
  let at = HEADER_AT + align4(headerLength);
  const arrays = {} as Record<TypedKey, Uint32Array | Int32Array | Float32Array>;
  for (const k of TYPED) {
    const n = header.lengths[k];
    if (!Number.isInteger(n) || n < 0 || at + n * 4 > bytes.length) bad(`the ${k} are cut`);
    // Copied into a buffer of its own: the source's offset may not suit a 4-byte array (and a
    // Node Buffer's slice() is a view of its pool, not a copy).
    const copy = new Uint8Array(n * 4);
    copy.set(bytes.subarray(at, at + n * 4));
    arrays[k] = new ARRAY_OF[k](copy.buffer);
    at += n * 4;
  }
  if (at !== bytes.length) bad('trailing bytes');
  const classes = header.ids.length;
  if (header.kinds.length !== classes || arrays.bias.length !== classes || arrays.weights.length !== arrays.idf.length * classes) {
    bad('the arrays do not fit the classes');
  }
  if (arrays.slots.length !== arrays.rows.length || arrays.phraseClass.length !== header.phrases.length)
    bad('the arrays do not fit each other');
  if ((arrays.commonWords as Int32Array).some((row) => row < 0 || row >= arrays.idf.length)) bad('a common word is no feature row');
  if (typeof header.nameShare !== 'number' || !(header.nameShare >= 0 && header.nameShare <= 1)) bad('the name share is no share');
  if (format === PREVIOUS_MODEL_FORMAT) {
    header.vocabulary = [];
    header.typoBlocked = [];
  }
  const words = (list: unknown) => Array.isArray(list) && list.every((w) => typeof w === 'string');
  if (!words(header.vocabulary) || !words(header.typoBlocked)) bad('the words for typos are not words');
  return {
    version: 1,
    lang: header.lang,
    ids: header.ids,
    kinds: header.kinds,
    unknownIdf: header.unknownIdf,
    temperature: header.temperature,
    noneScore: header.noneScore,
    fullCoverage: header.fullCoverage,
    nameShare: header.nameShare,
    phrases: header.phrases,
    vocabulary: header.vocabulary,
    typoBlocked: header.typoBlocked,
    slots: arrays.slots as Uint32Array,
    rows: arrays.rows as Int32Array,
    idf: arrays.idf as Float32Array,
    weights: arrays.weights as Float32Array,
    bias: arrays.bias as Float32Array,
    phraseClass: arrays.phraseClass as Int32Array,
    commonWords: arrays.commonWords as Int32Array,
  };
}

/** Bytes a model holds in memory (its typed arrays, ids and phrases): what a cache bounded by memory counts. */
export function modelBytes(model: Model): number {
  let n = TYPED.reduce((sum, k) => sum + model[k].byteLength, 0);
  for (const s of model.ids) n += 40 + s.length * 2;
  for (const s of model.phrases) n += 40 + s.length * 2;
  // The words for typos, and their index once a sentence needed it (about four entries a word).
  for (const s of model.vocabulary) n += 40 + s.length * 2 + (s.length + 1) * 48;
  for (const s of model.typoBlocked) n += 40 + s.length * 2;
  return n + 200;
}

function align4(n: number): number {
  return (n + 3) & ~3;
}

function bad(why: string): never {
  throw new ClassifierError('TRAINER.BAD_MODEL', `unreadable model: ${why}`);
}
