import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The stored record of a model as the release before typos wrote it (record format 3, classifier
 * format 4: the same layout, without the App's words in the classifier's header): what an upgraded
 * server finds in `trainer_models` until each App trains again.
 */
export function previousFormatRecord(data: Uint8Array): Buffer {
  const bytes = gunzipSync(data);
  const itemsEnd = 4 + bytes.readUInt32LE(0);
  const model = bytes.subarray(itemsEnd);
  return gzipSync(Buffer.concat([bytes.subarray(0, itemsEnd), model.length ? previousFormatModel(model) : Buffer.alloc(0)]));
}

/** The classifier's bytes (`encodeModel`) as format 4 wrote them: its header without `vocabulary` and `typoBlocked`. */
export function previousFormatModel(bytes: Uint8Array): Buffer {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.readUInt32LE(8);
  const header = JSON.parse(view.subarray(12, 12 + headerLength).toString('utf8')) as Record<string, unknown>;
  delete header.vocabulary;
  delete header.typoBlocked;
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const padded = Buffer.alloc((json.length + 3) & ~3);
  json.copy(padded);
  const head = Buffer.from(view.subarray(0, 12));
  head[4] = 4;
  head.writeUInt32LE(json.length, 8);
  return Buffer.concat([head, padded, view.subarray(12 + ((headerLength + 3) & ~3))]);
}
