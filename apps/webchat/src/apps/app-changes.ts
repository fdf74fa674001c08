import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ChangeSignal } from '@parley/persistence';
import { WebchatGateway } from '../gateway/webchat.gateway';
import { AppDirectory } from './app-directory.service';

/**
 * Changes to Apps made in the api, heard through the change signal (PostgreSQL LISTEN/NOTIFY,
 * sent by the transaction that makes the change): the App is dropped from this instance's cache at
 * once, so its next handshake or push reads it again (new origins, secrets, webhook), and when it is
 * gone its widgets here are disconnected. While the signal is down APP_CACHE_TTL_MS bounds how late
 * a change is seen; when it is back every App is read again, as changes may have been missed (the
 * AppDirectory's caches follow the signal themselves; this drops the App first, as it reads it next).
 */
@Injectable()
export class AppChanges implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('AppChanges');
  private readonly stop: (() => void)[] = [];

  constructor(
    private readonly signal: ChangeSignal,
    private readonly apps: AppDirectory,
    private readonly gateway: WebchatGateway,
  ) {}

  onModuleInit(): void {
    this.stop.push(
      this.signal.onChange((c) => {
        if (c.kind === 'app') void this.changed(c.appId);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const s of this.stop.splice(0)) s();
  }

  private async changed(appId: string): Promise<void> {
    this.apps.forget(appId);
    // Whether the App is gone matters only for the sockets connected to it here.
    if (!this.gateway.serves(appId)) return;
    try {
      if (await this.apps.byAppId(appId)) return;
    } catch (err) {
      // Its sockets stay until their next handshake, which reads the App again.
      this.logger.warn(`App ${appId} changed and could not be read: ${(err as Error).message}`);
      return;
    }
    const n = this.gateway.disconnectApp(appId);
    this.logger.log(`App ${appId} was deleted: ${n} widget(s) disconnected`);
  }
}
