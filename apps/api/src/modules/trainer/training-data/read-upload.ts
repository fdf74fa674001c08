import { readCsv } from './csv-format';
import { readDialogflowZip } from './dialogflow-format';
import type { ImportFormat, ReadResult } from './incoming';
import { readParleyJson } from './parley-format';
import { readRasaYaml } from './rasa-format';

/** An uploaded file: its bytes (or the JSON the server parsed), and what the caller says of it. */
export interface Upload {
  body: Buffer | unknown;
  format?: ImportFormat;
  filename?: string;
  /** The App's language: items in it follow the App's. */
  language: string;
}

const BY_EXTENSION: Record<string, ImportFormat> = { json: 'json', csv: 'csv', yml: 'rasa', yaml: 'rasa', zip: 'dialogflow' };

/** The format: the one named, else the file name's extension, else what the bytes look like. */
export function detectFormat(upload: Upload): ImportFormat {
  if (upload.format) return upload.format;
  if (!Buffer.isBuffer(upload.body)) return 'json';
  const ext = upload.filename?.split('.').pop()?.toLowerCase();
  if (ext && BY_EXTENSION[ext]) return BY_EXTENSION[ext];
  const body = upload.body;
  if (body.length >= 4 && body.readUInt32LE(0) === 0x04034b50) return 'dialogflow';
  const head = body
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (/^\s*[[{]/.test(head)) return 'json';
  if (/^(nlu|version)\s*:/m.test(head)) return 'rasa';
  return 'csv';
}

export function readUpload(upload: Upload): ReadResult & { language?: string } {
  const format = detectFormat(upload);
  const file = upload.filename ?? `upload.${format === 'rasa' ? 'yml' : format === 'dialogflow' ? 'zip' : format}`;
  // A JSON body the server parsed already is read as JSON whatever the format says.
  if (!Buffer.isBuffer(upload.body)) return readParleyJson(upload.body, file);
  const bytes = upload.body;
  switch (format) {
    case 'json':
      return readParleyJson(bytes, file);
    case 'csv':
      return readCsv(bytes, file);
    case 'rasa':
      return readRasaYaml(bytes, file);
    case 'dialogflow':
      return readDialogflowZip(bytes, file, upload.language);
  }
}
