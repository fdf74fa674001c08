import type { DeleteIndex } from './delete-index';
import type { Language } from '@parley/contracts';
import { Dictionary, type DerivedParts, type DictionaryParts } from './dictionary';
import { SpellcheckError } from './errors';
import { WordStore } from './word-store';

/**
 * Binary form of a dictionary, so that loading is a read plus typed-array views: rebuilding
 * the delete index from words would take seconds per language, and since format 5 the lookup
 * table, letter masks and group records are stored too (computing them was a third of a second
 * for the three languages, on the loading thread). Layout: "PSPL", a u32 header
 * length, a JSON header, then 4-byte aligned sections.
 */
const MAGIC = 'PSPL';
const FORMAT_VERSION = 5;

type ContextSection = 'contextWords' | 'contextCounts' | 'pairStart' | 'pairNext' | 'pairCount';
type SectionName = 'chars' | 'offsets' | 'display' | 'logFrequency' | 'rank' | keyof DeleteIndex | ContextSection | keyof DerivedParts;
interface Header {
  version: number;
  language: Language;
  sections: { name: SectionName; offset: number; bytes: number }[];
  /** Words counted for the word pairs; absent when the dictionary has none. */
  contextTotal?: number;
}

export function encodeDictionary(dictionary: Dictionary): Uint8Array {
  const parts = dictionary.parts();
  const encoder = new TextEncoder();
  const display = [...parts.display].map(([id, form]) => `${id}\t${form}`).join('\n');
  const sections: [SectionName, Uint8Array][] = [
    ['chars', bytesOf(parts.words.chars)],
    ['offsets', bytesOf(parts.words.offsets)],
    ['display', encoder.encode(display)],
    ['logFrequency', bytesOf(parts.logFrequency)],
    ['rank', bytesOf(parts.rank)],
    ...(Object.keys(parts.index) as (keyof DeleteIndex)[]).map((name) => [name, bytesOf(parts.index[name])] as [SectionName, Uint8Array]),
  ];
  const derived = dictionary.derived();
  sections.push(
    ['table', bytesOf(derived.table)],
    ['letterMasks', bytesOf(derived.letterMasks)],
    ['groupRecords', bytesOf(derived.groupRecords)],
  );
  const context = parts.context;
  if (context) {
    sections.push(
      ['contextWords', bytesOf(context.words)],
      ['contextCounts', bytesOf(context.counts)],
      ['pairStart', bytesOf(context.pairStart)],
      ['pairNext', bytesOf(context.pairNext)],
      ['pairCount', bytesOf(context.pairCount)],
    );
  }
  const header: Header = { version: FORMAT_VERSION, language: parts.language, sections: [], contextTotal: context?.total };
  let offset = 0;
  for (const [name, bytes] of sections) {
    header.sections.push({ name, offset, bytes: bytes.byteLength });
    offset += align(bytes.byteLength);
  }
  const headerBytes = encoder.encode(JSON.stringify(header));
  const start = align(8 + headerBytes.byteLength);
  const out = new Uint8Array(start + offset);
  out.set(encoder.encode(MAGIC), 0);
  new DataView(out.buffer).setUint32(4, headerBytes.byteLength, true);
  out.set(headerBytes, 8);
  sections.forEach(([, bytes], k) => out.set(bytes, start + header.sections[k].offset));
  return out;
}

export function decodeDictionary(input: Uint8Array): Dictionary {
  // Typed-array views need 4-byte alignment; a file buffer may sit at any offset of its pool.
  const bytes = input.byteOffset % 4 === 0 ? input : input.slice();
  const decoder = new TextDecoder();
  if (decoder.decode(bytes.subarray(0, 4)) !== MAGIC) {
    throw new SpellcheckError('SPELL.BAD_DICTIONARY', 'not a spellcheck dictionary file');
  }
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true);
  const header = JSON.parse(decoder.decode(bytes.subarray(8, 8 + headerLength))) as Header;
  if (header.version !== FORMAT_VERSION) {
    throw new SpellcheckError('SPELL.BAD_DICTIONARY', `dictionary format ${header.version}, expected ${FORMAT_VERSION}`);
  }
  const start = bytes.byteOffset + align(8 + headerLength);
  const section = (name: SectionName) => {
    const found = header.sections.find((s) => s.name === name);
    if (!found) throw new SpellcheckError('SPELL.BAD_DICTIONARY', `missing section ${name}`);
    return { offset: start + found.offset, bytes: found.bytes };
  };
  const u32 = (name: SectionName) => {
    const s = section(name);
    return new Uint32Array(bytes.buffer, s.offset, s.bytes / 4);
  };
  const text = (name: SectionName) => {
    const s = section(name);
    return decoder.decode(new Uint8Array(bytes.buffer, s.offset, s.bytes));
  };
  const display = new Map<number, string>();
  for (const line of text('display').split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) display.set(Number(line.slice(0, tab)), line.slice(tab + 1));
  }
  const freq = section('logFrequency');
  let context: DictionaryParts['context'];
  if (header.contextTotal !== undefined) {
    const pairCount = section('pairCount');
    context = {
      words: u32('contextWords'),
      counts: u32('contextCounts'),
      pairStart: u32('pairStart'),
      pairNext: u32('pairNext'),
      pairCount: new Uint16Array(bytes.buffer, pairCount.offset, pairCount.bytes / 2),
      total: header.contextTotal,
    };
  }
  const fingerprint = section('postFingerprint');
  const parts: DictionaryParts = {
    language: header.language,
    words: new WordStore(new Uint16Array(bytes.buffer, section('chars').offset, section('chars').bytes / 2), u32('offsets')),
    display,
    logFrequency: new Float32Array(bytes.buffer, freq.offset, freq.bytes / 4),
    rank: u32('rank'),
    index: {
      groupStart: u32('groupStart'),
      bucketStart: u32('bucketStart'),
      postGroup: u32('postGroup'),
      postFingerprint: new Uint8Array(bytes.buffer, fingerprint.offset, fingerprint.bytes),
    },
    context,
    derived: {
      table: u32('table'),
      letterMasks: u32('letterMasks'),
      groupRecords: new Int32Array(bytes.buffer, section('groupRecords').offset, section('groupRecords').bytes / 4),
    },
  };
  return new Dictionary(parts);
}

function bytesOf(array: Uint32Array | Int32Array | Uint16Array | Float32Array | Uint8Array): Uint8Array {
  return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}

function align(n: number): number {
  return (n + 3) & ~3;
}
