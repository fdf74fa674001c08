import { Injectable } from '@nestjs/common';

/** Wakes this instance's delivery worker as soon as a user message is queued (no waiting for the poll). */
@Injectable()
export class DeliverySignal {
  private listener: (() => void) | null = null;

  onWake(fn: () => void): void {
    this.listener = fn;
  }

  wake(): void {
    this.listener?.();
  }
}
