import type { DestinationStream } from 'pino';

/** How many of the servers' last log lines a failing test prints. */
const KEPT = 400;
const lines: string[] = new Array<string>(KEPT);
let written = 0;
let servers = 0;
const NEST_START_UP = /"context":"(InstanceLoader|RoutesResolver|RouterExplorer)"/;

/**
 * A log destination for a server a test builds: its lines (level info and up) are kept in memory,
 * the last few hundred of every server of the test file, and printed only when a test fails
 * (setup-file.ts). A failure on a busy CI machine then says what the servers did, not only what
 * the test saw.
 */
export function serverLogStream(kind: 'api' | 'webchat'): DestinationStream {
  const name = `${kind}#${++servers}`;
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        // Nest's start-up lines (every module and route) say nothing a failure needs.
        if (!line || NEST_START_UP.test(line)) continue;
        lines[written % KEPT] = `[${name}] ${line}`;
        written++;
      }
    },
  };
}

/** The kept lines, oldest first, and forgets them. */
export function takeServerLogs(): string[] {
  const from = Math.max(0, written - KEPT);
  const out: string[] = [];
  for (let i = from; i < written; i++) out.push(lines[i % KEPT]);
  written = 0;
  return out;
}
