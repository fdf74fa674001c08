import { Controller, Get, Header, Inject, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WEBCHAT_CONFIG, type WebchatConfig } from '../config/env';
import { randomBytes } from 'node:crypto';
import { pageHeaders } from '@parley/server-kit';
import { demoPage, demoPageCsp } from './demo-page';
import { indexPage } from './index-page';
import { WidgetFiles } from './widget-files';

const LATEST_CACHE = 'public, max-age=300, must-revalidate';
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';

/** The widget script (`{cdn_url}`, `{cdn_url}@<version>`), a demo page and the server's index at `/`. */
@ApiTags('cdn')
@Controller()
export class CdnController {
  private readonly files: WidgetFiles;
  private readonly scriptUrl: string;

  constructor(@Inject(WEBCHAT_CONFIG) config: WebchatConfig) {
    this.files = new WidgetFiles(config.WIDGET_DIST_DIR);
    this.scriptUrl = `${config.PUBLIC_WEBCHAT_URL.replace(/\/$/, '')}/cdn/parley-webchat`;
  }

  /** The widget script: latest (cached 5 minutes) or a pinned version (cached for a year). */
  @Get('cdn/:name')
  @ApiParam({
    name: 'name',
    description: '`parley-webchat` (the latest) or `parley-webchat@<version>` (a pinned version), with or without `.js`',
    example: 'parley-webchat',
  })
  @ApiProduces('application/javascript')
  @ApiOkResponse({ description: 'The script', schema: { type: 'string' } })
  @ApiResponse({ status: 304, description: "Not modified: the `ETag` given in `If-None-Match` is the script's" })
  @ApiNotFoundResponse({ description: 'No widget script of that name or version' })
  async script(@Param('name') name: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.files.get(name);
    if (!file) throw new NotFoundException(`No widget script named ${name}; build it with npm run build:widget`);
    void reply
      .header('Content-Type', 'application/javascript; charset=utf-8')
      .header('Cache-Control', file.versioned ? VERSIONED_CACHE : LATEST_CACHE)
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('X-Content-Type-Options', 'nosniff')
      .header('ETag', file.etag);
    if (req.headers['if-none-match'] === file.etag) return void reply.status(304).send();
    void reply.status(200).send(file.body);
  }

  /** A short index of what this server offers, rather than a 404 for a visitor who opens its address. */
  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiExcludeEndpoint()
  index(): string {
    return indexPage(this.scriptUrl);
  }

  /** The page's headers are the server's page set (create-webchat-app.ts) but for its CSP, which names this answer's nonce. */
  @Get('demo')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiExcludeEndpoint()
  demo(@Query('appToken') appToken: unknown, @Res({ passthrough: true }) reply: FastifyReply): string {
    const nonce = randomBytes(16).toString('base64');
    void reply.header('Content-Security-Policy', pageHeaders(demoPageCsp(nonce))['content-security-policy']);
    return demoPage(typeof appToken === 'string' ? appToken.slice(0, 200) : '', this.scriptUrl, nonce);
  }
}
