import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AppRequest } from '../../modules/apps/app-context';

/** Rate limit per App (not per IP): runs after AppAuthGuard, which set the App. */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return (req as unknown as AppRequest).parleyApp?.id ?? 'anonymous';
  }

  /** One counter per App and throttler for the whole API (the default hashes class and handler names per request). */
  protected override generateKey(_context: ExecutionContext, tracker: string, name: string): string {
    return `${name}:${tracker}`;
  }
}
