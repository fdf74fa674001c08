import { createParamDecorator, type ExecutionContext, type Type } from '@nestjs/common';
import { ApiHeader, ApiQuery } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { LANGUAGES } from '@parley/contracts';
import { InvalidInputException, type ErrorDetail } from '@parley/server-kit';
import { inputProblems } from '../pipes/validation.pipe';

export const LANGS = LANGUAGES;
export type Lang = (typeof LANGS)[number];

/** `fr`, `FR`, `fr_FR`, `fr-FR` -> `fr`; anything else -> undefined. */
export function parseLang(raw: string): Lang | undefined {
  const m = /^([a-z]{2})(?:[-_][a-z]{2})?$/i.exec(raw.trim());
  const code = m?.[1]?.toLowerCase();
  return (LANGS as readonly string[]).includes(code ?? '') ? (code as Lang) : undefined;
}

/**
 * What the language resolution reads of a request. `parleyCaller` is the App of the call, set by
 * the access guard of the apps module (whose request type extends this one).
 */
export interface LangRequest {
  headers: Record<string, string | string[] | undefined>;
  query?: Record<string, unknown>;
  body?: unknown;
  parleyCaller?: { app: { language: Lang } };
}

/**
 * The language of an NLP or trainer call, first match wins: query `lang` (alias `locale`),
 * header `Botfuel-Bot-Locale`, the App's language, `en` (docs/api.md, "Languages"); or what is
 * wrong with the one asked for.
 */
export function resolveLang(req: LangRequest): Lang | ErrorDetail {
  const candidates: [string, unknown][] = [
    ['lang', req.query?.lang],
    ['locale', req.query?.locale],
    ['Botfuel-Bot-Locale', req.headers['botfuel-bot-locale']],
  ];
  for (const [field, value] of candidates) {
    const raw = Array.isArray(value) ? value[0] : value;
    if (raw === undefined || raw === '') continue;
    const lang = typeof raw === 'string' ? parseLang(raw) : undefined;
    return lang ?? { field, problem: `must be one of ${LANGS.join(', ')} (got "${String(raw)}")` };
  }
  return req.parleyCaller?.app.language ?? 'en';
}

/**
 * The language of the call (resolveLang). An unknown one is a 400 that names, with it, every
 * problem of the route's query and body: their pipes would find them only after this throws.
 */
export const ResolveLang = createParamDecorator((_: unknown, ctx: ExecutionContext): Lang => {
  const req = ctx.switchToHttp().getRequest<LangRequest>();
  const lang = resolveLang(req);
  if (typeof lang === 'string') return lang;
  throw new InvalidInputException([lang, ...routeInputProblems(ctx, req)]);
});

/**
 * Every problem of the query and body of the route's request, as its validation pipe names them.
 * The route's parameters are read where Nest reads them to run the pipes (its route-argument
 * metadata, `<paramtype>:<index>`); the e2e tests of the language routes fail if that changes.
 */
function routeInputProblems(ctx: ExecutionContext, req: LangRequest): ErrorDetail[] {
  const [controller, method] = [ctx.getClass(), ctx.getHandler().name];
  const params = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { index: number; data?: string }>;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as unknown[];
  const problems: ErrorDetail[] = [];
  for (const [key, { index, data }] of Object.entries(params)) {
    const kind = Number(key.split(':')[0]);
    const type = kind === RouteParamtypes.QUERY ? 'query' : kind === RouteParamtypes.BODY ? 'body' : undefined;
    if (!type) continue;
    const whole = req[type] as Record<string, unknown> | undefined;
    problems.push(...inputProblems(data === undefined ? whole : whole?.[data], { type, metatype: types[index] as Type | undefined }));
  }
  return problems;
}

/** OpenAPI documentation of the language parameters. */
export function ApiLang() {
  return applyDecorators(
    ApiQuery({ name: 'lang', required: false, enum: LANGS, description: "Language; default: Botfuel-Bot-Locale header, then the App's language" }),
    ApiQuery({ name: 'locale', required: false, description: 'Alias of lang (fr_FR, fr-FR accepted)' }),
    ApiHeader({ name: 'Botfuel-Bot-Locale', required: false, description: 'Language sent by existing bot SDKs' }),
  );
}
