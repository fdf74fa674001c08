import { LANGUAGES, type Language } from '@parley/contracts';
import type { App } from '../api';

/** One problem of a 400 answer (`details` of the API's error body). */
export interface Problem {
  field: string;
  problem: string;
}

/**
 * Problems by the form field they belong to: `utterances.2.value` and `allowedOrigins.1` go
 * next to `utterances` and `allowedOrigins`, and name the item ("item 3: must not be empty").
 * A field given a subject gets each problem as a sentence of its own: `{ newPassword: 'The new
 * password' }` turns "must be at least 10 characters" into "The new password must be at least 10 characters."
 */
export function problemsByField(details: Problem[] | undefined, subjects: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of details ?? []) {
    const [head, index] = d.field.split('.');
    const key = head || '_';
    const subject = subjects[key];
    if (subject) {
      const text = `${subject} ${d.problem.trim()}`.replace(/[\s.]*$/, '.');
      out[key] = out[key] ? `${out[key]} ${text}` : text;
      continue;
    }
    const text = index !== undefined && /^\d+$/.test(index) ? `item ${Number(index) + 1}: ${d.problem}` : d.problem;
    out[key] = out[key] ? `${out[key]}; ${text}` : text;
  }
  return out;
}

/** The subjects of the password fields' problems (see `problemsByField`): the account's forms say them in sentences. */
export const PASSWORD_SUBJECTS = {
  password: 'The password',
  newPassword: 'The new password',
  currentPassword: 'The password typed here',
};

/** Lines of a textarea as a list: trimmed, blank lines dropped, duplicates once. */
export function lines(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean))];
}

/** Origins typed one per line or comma-separated; a trailing slash is dropped (an origin has no path). */
export function parseOrigins(text: string): string[] {
  return [...new Set(lines(text.replace(/,/g, '\n')).map((o) => o.replace(/\/+$/, '')))];
}

/** The settings form as typed (every field a string, as inputs hold them). */
export interface SettingsForm {
  name: string;
  language: string;
  webhookUrl: string;
  allowedOrigins: string;
  rateLimit: string;
  rateBurst: string;
  classificationThreshold: string;
  ambiguityMargin: string;
  retentionDays: string;
  pushSecretRequired: boolean;
  /** The FAQ bot's own fallback message per language; empty: the built-in text. */
  fallbackMessages: Record<Language, string>;
  identityVerification: boolean;
}

/** The App's fields the settings form edits, as the API answers them. */
export type AppSettings = Pick<
  App,
  | 'name'
  | 'language'
  | 'webhookUrl'
  | 'allowedOrigins'
  | 'rateLimit'
  | 'rateBurst'
  | 'classificationThreshold'
  | 'ambiguityMargin'
  | 'retentionDays'
  | 'pushSecretRequired'
  | 'fallbackMessages'
  | 'identityVerification'
>;

/** The languages with a fallback text of their own, in the order of LANGUAGES (blank ones dropped). */
function ownFallbacks(texts: Partial<Record<string, string>>): Partial<Record<Language, string>> {
  const out: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) {
    const t = texts[lang]?.trim();
    if (t) out[lang] = t;
  }
  return out;
}

export function toSettingsForm(app: AppSettings): SettingsForm {
  return {
    name: app.name,
    language: app.language,
    webhookUrl: app.webhookUrl ?? '',
    allowedOrigins: app.allowedOrigins.join('\n'),
    rateLimit: String(app.rateLimit),
    rateBurst: String(app.rateBurst),
    classificationThreshold: String(app.classificationThreshold),
    ambiguityMargin: String(app.ambiguityMargin),
    retentionDays: app.retentionDays === null ? '' : String(app.retentionDays),
    pushSecretRequired: app.pushSecretRequired,
    fallbackMessages: Object.fromEntries(LANGUAGES.map((l) => [l, (app.fallbackMessages as Partial<Record<Language, string>>)[l] ?? ''])) as Record<Language, string>,
    identityVerification: app.identityVerification,
  };
}

/** A number as typed; what is not one is sent as typed, so that the API names the field in its 400. */
function num(s: string): number | string {
  const t = s.trim();
  return t !== '' && Number.isFinite(Number(t)) ? Number(t) : t;
}

/** The PATCH body of the settings form: only the fields that changed. Blank webhook or retention: null. */
export function settingsPatch(before: AppSettings, form: SettingsForm): Record<string, unknown> {
  const after: Record<string, unknown> = {
    name: form.name.trim(),
    language: form.language,
    webhookUrl: form.webhookUrl.trim() || null,
    allowedOrigins: parseOrigins(form.allowedOrigins),
    rateLimit: num(form.rateLimit),
    rateBurst: num(form.rateBurst),
    classificationThreshold: num(form.classificationThreshold),
    ambiguityMargin: num(form.ambiguityMargin),
    retentionDays: form.retentionDays.trim() === '' ? null : num(form.retentionDays),
    pushSecretRequired: form.pushSecretRequired,
    fallbackMessages: ownFallbacks(form.fallbackMessages),
    identityVerification: form.identityVerification,
  };
  const was: Record<string, unknown> = { ...before, fallbackMessages: ownFallbacks(before.fallbackMessages ?? {}) };
  const patch: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(after)) {
    if (JSON.stringify(v) !== JSON.stringify(was[k])) patch[k] = v;
  }
  return patch;
}
