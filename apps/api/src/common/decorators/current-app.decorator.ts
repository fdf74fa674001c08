import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AppContext, AppRequest } from '../../modules/apps/app-context';

/** The authenticated App (set by AppAuthGuard). */
export const CurrentApp = createParamDecorator((_: unknown, ctx: ExecutionContext): AppContext => {
  return ctx.switchToHttp().getRequest<AppRequest>().parleyApp!;
});
