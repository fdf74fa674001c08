import type { Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * A store or repository of a lib (its constructor takes the DataSource), built over the server's
 * DataSource. The modules of this lib name the DataSource here only, to hand it to the owners of
 * the tables, which hold the SQL.
 */
export function storeProvider<T>(owner: new (ds: DataSource) => T): Provider<T> {
  return { provide: owner, inject: [getDataSourceToken()], useFactory: (ds: DataSource) => new owner(ds) };
}
