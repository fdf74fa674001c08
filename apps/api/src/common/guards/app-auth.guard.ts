import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AppRequest } from '../../modules/apps/app-context';
import { CredentialsService } from '../../modules/apps/credentials.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 401 without App-Id/App-Key, 403 when they do not match a live key (API.md "Authentication"). */
@Injectable()
export class AppAuthGuard implements CanActivate {
  constructor(private readonly credentials: CredentialsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AppRequest>();
    const appId = header(req, 'app-id');
    const appKey = header(req, 'app-key');
    const missing = [!appId && 'App-Id', !appKey && 'App-Key'].filter(Boolean);
    if (missing.length) {
      throw new UnauthorizedException({
        message: `Missing ${missing.join(' and ')} header${missing.length > 1 ? 's' : ''}`,
        details: missing.map((h) => ({ field: h as string, problem: 'header is required' })),
      });
    }
    const app = UUID.test(appId!) ? await this.credentials.verify(appId!.toLowerCase(), appKey!) : null;
    if (!app) throw new ForbiddenException('Authentication failed, wrong App-Id or App-Key');
    req.parleyApp = app;
    return true;
  }
}

function header(req: AppRequest, name: string): string | undefined {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s?.trim() || undefined;
}
