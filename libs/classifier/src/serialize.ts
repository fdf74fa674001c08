import { ClassifierError } from './errors';
import type { Model } from './types';

const TYPED = ['slots', 'rows', 'idf', 'weights', 'bias', 'phraseClass'] as const;

/**
 * JSON text of a model (typed arrays as base64 of their little-endian bytes), for caches and
 * storage that take strings. A worker thread needs none of this: post the model as it is.
 */
export function serializeModel(model: Model): string {
  const plain: Record<string, unknown> = { ...model };
  for (const key of TYPED) {
    const a = model[key];
    plain[key] = Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
  }
  return JSON.stringify(plain);
}

export function deserializeModel(text: string): Model {
  const plain = JSON.parse(text) as Record<string, unknown>;
  if (plain.version !== 1) throw new ClassifierError('TRAINER.BAD_MODEL', `unknown model version: ${String(plain.version)}`);
  const bytes = (key: string) => {
    const b = Buffer.from(plain[key] as string, 'base64');
    // Copy into a fresh, aligned buffer: Buffer's pool offset may not suit a Float32Array.
    return new Uint8Array(b).buffer;
  };
  return {
    ...(plain as unknown as Model),
    slots: new Uint32Array(bytes('slots')),
    rows: new Int32Array(bytes('rows')),
    idf: new Float32Array(bytes('idf')),
    weights: new Float32Array(bytes('weights')),
    bias: new Float32Array(bytes('bias')),
    phraseClass: new Int32Array(bytes('phraseClass')),
  };
}
