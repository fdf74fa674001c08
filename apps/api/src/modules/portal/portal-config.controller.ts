import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API_CONFIG, rateLimitCaps, type ApiConfig } from '../../config/config';
import { MAX_LIVE_KEYS } from '../apps/apps.service';
import { PortalConfigResponseDto } from './dto/portal-config.dto';
import { SessionAuth } from '../accounts/session.guard';

/** Public addresses the portal UI prints in snippets (the widget script tag), and the server's limits on App settings. */
@ApiTags('portal')
@Controller('portal/api/config')
export class PortalConfigController {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  /** The public addresses of the api and the webchat server, and the limits on an App's settings (rate limit, live keys). */
  @Get()
  @SessionAuth()
  get(): PortalConfigResponseDto {
    const caps = rateLimitCaps(this.config);
    return {
      webchatUrl: this.config.PUBLIC_WEBCHAT_URL,
      apiUrl: this.config.PUBLIC_API_URL,
      appRateLimitMax: caps.rateLimit,
      appRateBurstMax: caps.rateBurst,
      maxLiveKeys: MAX_LIVE_KEYS,
    };
  }
}
