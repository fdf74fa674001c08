import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './libs/persistence/src/data-source-options';

/** DataSource of the TypeORM CLI (`npm run migration:generate|run|revert`). */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must be set for the TypeORM CLI (e.g. postgres://postgres@127.0.0.1:5432/parley)');

export default new DataSource(buildDataSourceOptions({ url, poolSize: 1 }));
