import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API_CONFIG, type ApiConfig } from '../../config/config';
import { PortalConfigResponseDto } from './dto/portal-config.dto';
import { SessionAuth } from '../accounts/session.guard';

/** Public addresses the portal UI prints in snippets (the widget script tag). */
@ApiTags('portal')
@Controller('portal/api/config')
export class PortalConfigController {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  @Get()
  @SessionAuth()
  get(): PortalConfigResponseDto {
    return { webchatUrl: this.config.PUBLIC_WEBCHAT_URL, apiUrl: this.config.PUBLIC_API_URL };
  }
}
