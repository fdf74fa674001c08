import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { isUuid } from '@parley/contracts';
import { APP_CHANGED_CHANNEL, RedisLink } from '@parley/redis';
import { WebchatGateway } from '../gateway/webchat.gateway';
import { AppDirectory } from './app-directory.service';

/**
 * Changes to Apps made in the api, heard through Redis (APP_CHANGED_CHANNEL, published once the
 * change is committed): the App is dropped from this instance's cache at once, so its next
 * handshake or push reads it again (new origins, secrets, webhook), and when it is gone its widgets
 * here are disconnected. Without Redis nothing is heard and APP_CACHE_TTL_MS bounds how late a
 * change is seen; after an outage of Redis every App is read again, as changes may have been missed.
 */
@Injectable()
export class AppChanges implements OnModuleInit {
  private readonly logger = new Logger('AppChanges');

  constructor(
    private readonly link: RedisLink,
    private readonly apps: AppDirectory,
    private readonly gateway: WebchatGateway,
  ) {}

  onModuleInit(): void {
    if (!this.link.configured) return;
    // Queued until Redis answers and renewed after each reconnection (RedisLink); closed with the link.
    const sub = this.link.subscriber();
    sub.on('message', (_channel: string, appId: string) => void this.changed(appId));
    sub.subscribe(APP_CHANGED_CHANNEL).catch((err: Error) => this.logger.warn(`Subscription to App changes failed: ${err.message}`));
    this.link.onUp(() => this.apps.clear());
  }

  private async changed(appId: string): Promise<void> {
    if (!isUuid(appId)) return;
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
