import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppAccess } from '../apps/app-access.decorator';
import { CurrentApp } from '../apps/current-app.decorator';
import type { AppContext } from '../apps/app-context';
import { ExportQueryDto, ImportPreviewDto, ImportQueryDto, ImportResultDto } from './dto/training-data.dto';
import { TrainingDataService } from './training-data.service';

/** The routes that take a training data file as their body (read raw, up to `IMPORT_BODY_LIMIT`). */
export const TRAINING_DATA_UPLOAD_ROUTES = ['/trainer/api/v0/training-data/preview', '/trainer/api/v0/training-data/import'];

/** Largest training data file accepted (docs/api.md, "Limits"). */
export const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

const UPLOAD_BODY = {
  description:
    "The file as the body, as is: Parley's JSON, CSV, Rasa NLU YAML or a Dialogflow ES agent export (zip), with their entity types. At most 10 MiB; any Content-Type.",
  schema: { type: 'string', format: 'binary' },
} as const;
const UPLOAD_TYPES = ['application/octet-stream', 'application/json', 'text/csv', 'application/yaml', 'application/zip'];

@ApiTags('trainer')
@Controller('trainer/api/v0/training-data')
export class TrainingDataController {
  constructor(private readonly service: TrainingDataService) {}

  /**
   * The App's QnAs, Intents and entity types as a file to download: Parley's JSON (versioned), CSV,
   * Rasa NLU YAML (one language) or a Dialogflow ES agent (zip).
   */
  @Get()
  @AppAccess()
  @ApiProduces('application/json', 'text/csv', 'application/yaml', 'application/zip')
  @ApiOkResponse({
    description: "Parley's training data file (`format=json`), CSV (`format=csv`), Rasa NLU YAML (`format=rasa`) or a Dialogflow ES agent zip (`format=dialogflow`)",
  })
  async export(
    @CurrentApp() app: AppContext,
    @Query() q: ExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    const base = `${app.name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'app'}-training-data`;
    const download = (type: string, name: string) =>
      void reply.header('content-type', type).header('content-disposition', `attachment; filename="${name}"`);
    if (q.format === 'csv') {
      download('text/csv; charset=utf-8', `${base}.csv`);
      return this.service.exportCsv(app);
    }
    if (q.format === 'rasa') {
      const language = q.language ?? app.language;
      download('application/yaml; charset=utf-8', language === app.language ? `${base}.yml` : `${base}-${language}.yml`);
      return this.service.exportRasa(app, language);
    }
    if (q.format === 'dialogflow') {
      download('application/zip', `${base}-dialogflow.zip`);
      return this.service.exportDialogflow(app);
    }
    void reply.header('content-disposition', `attachment; filename="${base}.json"`);
    return this.service.exportJson(app);
  }

  /** What importing a file would do to QnAs, Intents and entity types (new, changed, unchanged) and every problem in it; changes nothing. */
  @Post('preview')
  @HttpCode(200)
  @AppAccess({ role: 'editor' })
  @ApiConsumes(...UPLOAD_TYPES)
  @ApiBody(UPLOAD_BODY)
  @ApiPayloadTooLargeResponse({ description: 'A file over 10 MiB' })
  preview(@CurrentApp() app: AppContext, @Query() q: ImportQueryDto, @Req() req: FastifyRequest): Promise<ImportPreviewDto> {
    return this.service.preview(app, { body: req.body, format: q.format, filename: q.filename });
  }

  /**
   * Imports a file: QnAs, Intents and entity types absent from the App are created, the others
   * updated with what the file says; nothing is deleted. All in one change, then one retrain.
   */
  @Post('import')
  @HttpCode(200)
  @AppAccess({ role: 'editor' })
  @ApiConsumes(...UPLOAD_TYPES)
  @ApiBody(UPLOAD_BODY)
  @ApiBadRequestResponse({ description: 'The file has problems (each one in `details`, with its file and line): nothing was changed' })
  @ApiPayloadTooLargeResponse({ description: 'A file over 10 MiB' })
  apply(@CurrentApp() app: AppContext, @Query() q: ImportQueryDto, @Req() req: FastifyRequest): Promise<ImportResultDto> {
    return this.service.apply(app, { body: req.body, format: q.format, filename: q.filename });
  }
}
