import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { InvalidInputException, type ErrorDetail } from '@parley/server-kit';
import { getMetadataStorage } from 'class-validator';
import { from, switchMap, type Observable } from 'rxjs';
import { inputProblems } from '../../common/pipes/validation.pipe';
import { AppsService, type AppSettings } from '../apps/apps.service';
import { CreateAppDto, UpdateAppDto } from './dto/app.dto';

/**
 * An App's settings (POST and PATCH of /portal/api/apps) with problems are one 400 naming them
 * all: when the body breaks the DTO's rules, the fields that pass them are checked against what
 * only the server knows (AppsService.settingsProblems: its rate limit cap, a webhook address inside
 * the network, a null that cannot be) before the pipe answers, and both are named together. A body
 * the DTO takes goes on: the service checks the rest, as it does for any caller.
 */
@Injectable()
export class SettingsProblemsInterceptor implements NestInterceptor {
  constructor(private readonly apps: AppsService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<{ body?: unknown; method: string }>();
    const metatype = req.method === 'PATCH' ? UpdateAppDto : CreateAppDto;
    const found = inputProblems(req.body, { type: 'body', metatype });
    if (!found.length) return next.handle();
    return from(this.allProblems(req.body, metatype, found)).pipe(
      switchMap((problems) => {
        throw new InvalidInputException(problems);
      }),
    );
  }

  private async allProblems(
    body: unknown,
    metatype: typeof UpdateAppDto | typeof CreateAppDto,
    found: ErrorDetail[],
  ): Promise<ErrorDetail[]> {
    const named = new Set(found.map((p) => p.field.split('.')[0]));
    if (named.has('body') || typeof body !== 'object' || body === null) return found;
    const fields = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(metatype, '', true, false)
        .map((m) => m.propertyName),
    );
    const rest = Object.fromEntries(
      Object.entries(body).filter(([field]) => fields.has(field) && !named.has(field)),
    ) as Partial<AppSettings>;
    return [...found, ...(await this.apps.settingsProblems(rest))];
  }
}
