import { gunzipSync, gzipSync } from 'node:zlib';
import { decodeModel, encodeModel, modelBytes, type Model } from '@parley/classifier';
import type { ClassificationMatch } from '@parley/contracts';

/**
 * Layout of a stored model (`trainer_models.format`). A row of another format is trained again,
 * never read: bump it whenever the layout below or the classifier's MODEL_FORMAT changes.
 */
export const MODEL_RECORD_FORMAT = 4;
/**
 * The record format before it, still read (the same layout; the classifier reads its previous
 * format): such a model answers while its App trains again, rather than none.
 */
export const PREVIOUS_RECORD_FORMAT = 3;

/** What a match of an item answers besides its probability (a ClassificationMatch of libs/contracts). */
export type ItemInfo = Omit<ClassificationMatch, 'probability'>;

/** A trained model with what its matches answer: everything an instance needs to serve an App. */
export interface ModelRecord {
  /** Null for an App without a phrase to learn (every sentence matches nothing). */
  model: Model | null;
  items: ItemInfo[];
}

/**
 * The record as stored: gzip (whose CRC-32 catches a changed byte) of the items' length (u32
 * little-endian), the items as UTF-8 JSON, then the classifier's own bytes (`encodeModel`, which
 * carries its format). Gzip because phrases, labels and answers are text, and the weights are
 * mostly zeros: a model of 1,300 phrases takes a fifth of its size in memory.
 */
export function encodeRecord(record: ModelRecord): Buffer {
  const items = Buffer.from(JSON.stringify(record.items), 'utf8');
  const head = Buffer.alloc(4);
  head.writeUInt32LE(items.length, 0);
  const model = record.model ? encodeModel(record.model) : new Uint8Array(0);
  return gzipSync(Buffer.concat([head, items, model]), { level: 6 });
}

/** The record `encodeRecord` wrote; throws on anything else (cut, changed, another format). */
export function decodeRecord(data: Uint8Array): ModelRecord {
  const bytes = gunzipSync(data);
  if (bytes.length < 4) throw new Error('unreadable model record: too short');
  const n = bytes.readUInt32LE(0);
  if (4 + n > bytes.length) throw new Error('unreadable model record: the items are cut');
  const items = JSON.parse(bytes.subarray(4, 4 + n).toString('utf8')) as ItemInfo[];
  if (!Array.isArray(items)) throw new Error('unreadable model record: no items');
  const rest = bytes.subarray(4 + n);
  return { items, model: rest.length ? decodeModel(rest) : null };
}

/** Memory a loaded record holds (the model, its items' labels and answers): what the cache's budget counts. */
export function recordBytes(record: ModelRecord, encodedItemsLength = JSON.stringify(record.items).length): number {
  return (record.model ? modelBytes(record.model) : 0) + encodedItemsLength * 3 + record.items.length * 120;
}
