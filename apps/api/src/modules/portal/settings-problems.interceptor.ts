import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { InvalidInputException, type ErrorDetail } from '@parley/server-kit';
import { getMetadataStorage } from 'class-validator';
import { catchError, from, switchMap, throwError, type Observable } from 'rxjs';
import { InvalidBodyException } from '../../common/pipes/validation.pipe';
import { AppsService, type AppSettings } from '../apps/apps.service';
import { CreateAppDto, UpdateAppDto } from './dto/app.dto';

/**
 * An App's settings (POST and PATCH of /portal/api/apps) with problems are one 400 naming them
 * all: when the validation pipe refuses the body (the DTO's rules), the fields that pass them are
 * checked against what only the server knows (AppsService.settingsProblems: its rate limit cap, a
 * webhook address inside the network, a null that cannot be), and both are named together. The
 * body is validated once, by the pipe; a body it takes goes on: the service checks the rest, as it
 * does for any caller.
 */
@Injectable()
export class SettingsProblemsInterceptor implements NestInterceptor {
  constructor(private readonly apps: AppsService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<{ body?: unknown; method: string }>();
    const metatype = req.method === 'PATCH' ? UpdateAppDto : CreateAppDto;
    return next.handle().pipe(
      catchError((err: unknown) => {
        if (!(err instanceof InvalidBodyException)) return throwError(() => err);
        return from(this.allProblems(req.body, metatype, err.problems)).pipe(
          switchMap((problems) => throwError(() => new InvalidInputException(problems))),
        );
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
