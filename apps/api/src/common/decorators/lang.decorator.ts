import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiQuery } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { LANGUAGES } from '@parley/contracts';
import { InvalidInputException } from '@parley/server-kit';

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
  parleyCaller?: { app: { language: Lang } };
}

/**
 * The language of an NLP or trainer call, first match wins: query `lang` (alias `locale`),
 * header `Botfuel-Bot-Locale`, the App's language, `en` (docs/api.md, "Languages"). Invalid -> 400.
 */
export const ResolveLang = createParamDecorator((_: unknown, ctx: ExecutionContext): Lang => {
  const req = ctx.switchToHttp().getRequest<LangRequest>();
  const candidates: [string, unknown][] = [
    ['lang', req.query?.lang],
    ['locale', req.query?.locale],
    ['Botfuel-Bot-Locale', req.headers['botfuel-bot-locale']],
  ];
  for (const [field, value] of candidates) {
    const raw = Array.isArray(value) ? value[0] : value;
    if (raw === undefined || raw === '') continue;
    const lang = typeof raw === 'string' ? parseLang(raw) : undefined;
    if (!lang) throw new InvalidInputException([{ field, problem: `must be one of ${LANGS.join(', ')} (got "${String(raw)}")` }]);
    return lang;
  }
  return req.parleyCaller?.app.language ?? 'en';
});

/** OpenAPI documentation of the language parameters. */
export function ApiLang() {
  return applyDecorators(
    ApiQuery({ name: 'lang', required: false, enum: LANGS, description: "Language; default: Botfuel-Bot-Locale header, then the App's language" }),
    ApiQuery({ name: 'locale', required: false, description: 'Alias of lang (fr_FR, fr-FR accepted)' }),
    ApiHeader({ name: 'Botfuel-Bot-Locale', required: false, description: 'Language sent by existing bot SDKs' }),
  );
}
