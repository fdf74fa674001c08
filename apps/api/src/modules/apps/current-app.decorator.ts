import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AppCaller, AppContext, AppRequest } from './app-context';

/** The App of the request (set by the guard of `@AppAccess()`). */
export const CurrentApp = createParamDecorator((_: unknown, ctx: ExecutionContext): AppContext => {
  return ctx.switchToHttp().getRequest<AppRequest>().parleyCaller!.app;
});

/** The whole caller: the App, the caller's role on it and how they came in. */
export const CurrentCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): AppCaller => {
  return ctx.switchToHttp().getRequest<AppRequest>().parleyCaller!;
});
