import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AppRequest } from '../../modules/apps/app-context';

/** Rate limit per App (not per IP): runs after AppAuthGuard, which set the App. */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return (req as unknown as AppRequest).parleyApp?.id ?? 'anonymous';
  }
}
