import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Extractor } from '@parley/extractors';
import { loadExtractorData } from '../libs/extractors/data/load';
import { renderEntitiesDoc } from './entities-doc';

/** `npm run docs:entities [-- --check]`: writes docs/entities.md, or (`--check`) fails when it is stale. */
const file = join(__dirname, '..', 'docs', 'entities.md');
const page = renderEntitiesDoc(new Extractor(loadExtractorData()));
if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== page) {
    process.stderr.write('docs/entities.md is stale: run npm run docs:entities and commit it\n');
    process.exit(1);
  }
  process.stdout.write('docs/entities.md is current\n');
} else {
  writeFileSync(file, page);
  process.stdout.write(`wrote ${file}\n`);
}
