import { AsyncLocalStorage } from 'node:async_hooks';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { AppEntities } from '@parley/trainer-runtime';
import type { FastifyRequest } from 'fastify';
import { from, switchMap, type Observable } from 'rxjs';
import type { AppCaller } from '../apps/app-context';

const names = new AsyncLocalStorage<readonly string[]>();

/** The names of the App's own entity types while its request is validated (empty outside one). */
export function appEntityNames(): readonly string[] {
  return names.getStore() ?? [];
}

/**
 * Reads the names of the App's entity types before the query is validated (interceptors run after
 * the access guard, before the pipes), so `dimensions`/`antidimensions` take them as they take the
 * built-in dimensions, and one 400 still names every problem of a request.
 */
@Injectable()
export class AppEntityNamesInterceptor implements NestInterceptor {
  constructor(private readonly entities: AppEntities) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const caller = context.switchToHttp().getRequest<FastifyRequest & { parleyCaller?: AppCaller }>().parleyCaller;
    if (!caller) return next.handle();
    return from(this.entities.allNames(caller.app.id)).pipe(switchMap((list) => names.run(list, () => next.handle())));
  }
}
