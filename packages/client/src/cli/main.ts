#!/usr/bin/env node
import { run } from './run.js';

run(process.argv.slice(2), {
  env: process.env,
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
  cwd: process.cwd(),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`parley: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
