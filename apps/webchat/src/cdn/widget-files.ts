import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** `parley-webchat`, `parley-webchat@1.2.3`, with or without `.js`. */
const NAME = /^parley-webchat(?:@(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+?)?))?(?:\.js)?$/;

export interface WidgetFile {
  body: Buffer;
  etag: string;
  /** A pinned version never changes; the latest does. */
  versioned: boolean;
}

/** Which built file a CDN name points at; null for a name that is not the widget's. */
export function widgetFileName(name: string): { file: string; versioned: boolean } | null {
  const m = NAME.exec(name);
  if (!m) return null;
  return m[1] ? { file: `parley-webchat@${m[1]}.js`, versioned: true } : { file: 'parley-webchat.js', versioned: false };
}

/** Reads the widget build, cached until the file changes (a rebuild is picked up without restart). */
export class WidgetFiles {
  private readonly dir: string;
  private readonly cache = new Map<string, { mtimeMs: number; file: WidgetFile }>();

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  async get(name: string): Promise<WidgetFile | null> {
    const target = widgetFileName(name);
    if (!target) return null;
    const path = join(this.dir, target.file);
    const st = await stat(path).catch(() => null);
    if (!st?.isFile()) return null;
    const hit = this.cache.get(path);
    if (hit && hit.mtimeMs === st.mtimeMs) return hit.file;
    const body = await readFile(path);
    const file: WidgetFile = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, versioned: target.versioned };
    this.cache.set(path, { mtimeMs: st.mtimeMs, file });
    return file;
  }
}
