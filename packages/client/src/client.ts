import { ParleyError } from './errors.js';
import { send, type CallOptions, type HttpOptions } from './http.js';
import { API_OPERATIONS, type ApiOperationId } from './operations.js';
import type {
  BodyOf,
  BotmeterRecord,
  EntityTypeInput,
  ImportPreview,
  ImportResult,
  IntentInput,
  Language,
  QnaInput,
  QueryOf,
  ResponseOf,
  TrainerStatus,
  TrainingDataFormat,
} from './types.js';

export interface ParleyClientOptions extends HttpOptions {
  /** The api's address; default `PARLEY_URL`, else `http://localhost:3000`. */
  url?: string;
  /** Default `PARLEY_APP_ID`. */
  appId?: string;
  /** Default `PARLEY_APP_KEY`. */
  appKey?: string;
}

type Query = Record<string, string | number | boolean | readonly string[] | undefined | null>;

interface Call extends CallOptions {
  params?: Record<string, string>;
  query?: object;
  json?: unknown;
  raw?: { body: string | Uint8Array; contentType: string };
}

/** A training data file as the API exported it. */
export interface TrainingDataFile {
  format: TrainingDataFormat;
  /** The file name the API proposes (`Shop bot.yml`). */
  filename: string;
  contentType: string;
  /** The bytes (a zip for `dialogflow`). */
  data: Uint8Array;
  /** The bytes as UTF-8 text (JSON, CSV, YAML). */
  text(): string;
}

export interface WaitForTrainingOptions extends CallOptions {
  /** Give up after this many ms (a `TRAINING_TIMEOUT` error); default 120,000. */
  timeoutMs?: number;
  /** Between two reads of the status; default 500 ms. */
  intervalMs?: number;
  /** The language whose model to wait for; default the App's. */
  lang?: Language;
  /** Wait until the model covers at least this data version (default: the version the first read says). */
  dataVersion?: number;
  /** Each status read (to show progress). */
  onStatus?: (status: TrainerStatus) => void;
}

type ListQuery = { page?: number; size?: number };

const env = (name: string): string | undefined => (typeof process === 'undefined' ? undefined : process.env[name]) || undefined;

function queryString(query: object | undefined): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries((query ?? {}) as Query)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const item of v) q.append(k, String(item));
    else q.append(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

const filenameOf = (disposition: string | null) => /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? '';

/**
 * The API of one App, with its App-Id and App-Key: every route an App-Key reaches, typed from
 * `apps/api/openapi.json`. Calls retry on 429 and 503 after `Retry-After` (see {@link HttpOptions});
 * failures throw {@link ParleyError}.
 */
export class ParleyClient {
  readonly url: string;
  readonly appId: string;
  readonly #appKey: string;
  readonly #http: HttpOptions;

  constructor(options: ParleyClientOptions = {}) {
    const { url, appId, appKey, ...http } = options;
    this.url = (url ?? env('PARLEY_URL') ?? 'http://localhost:3000').replace(/\/+$/, '');
    this.appId = appId ?? env('PARLEY_APP_ID') ?? '';
    this.#appKey = appKey ?? env('PARLEY_APP_KEY') ?? '';
    this.#http = http;
  }

  /** Sends one operation of the contract, by its operationId. The typed methods below are built on it. */
  async request(op: ApiOperationId, call: Call = {}): Promise<Response> {
    const [method, template] = API_OPERATIONS[op];
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = call.params?.[name];
      if (value === undefined) throw new TypeError(`${op}: the path parameter ${name} is missing`);
      return encodeURIComponent(value);
    });
    const headers: Record<string, string> = { accept: 'application/json' };
    if (!path.startsWith('/health')) {
      if (!this.appId || !this.#appKey) {
        throw new ParleyError({
          message: 'No App credentials: give appId and appKey, or set PARLEY_APP_ID and PARLEY_APP_KEY',
          code: 'UNAUTHENTICATED',
          status: 0,
          request: `${method} ${template}`,
        });
      }
      headers['app-id'] = this.appId;
      headers['app-key'] = this.#appKey;
    }
    let body: string | Uint8Array | undefined;
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    } else if (call.raw) {
      headers['content-type'] = call.raw.contentType;
      body = call.raw.body;
    }
    return send(
      { method, url: `${this.url}${path}${queryString(call.query)}`, label: `${method} ${template}`, headers, body },
      this.#http,
      call,
    );
  }

  async #json<Op extends ApiOperationId>(op: Op, call: Call = {}): Promise<ResponseOf<Op>> {
    const res = await this.request(op, call);
    if (res.status === 204) return undefined as ResponseOf<Op>;
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return (type.includes('json') ? JSON.parse(text) : text) as ResponseOf<Op>;
  }

  // ---- NLP ----

  /** Entities of a sentence (`GET /nlp/entity-extraction/v0`): built-in dimensions and the App's own entity types. */
  extractEntities(sentence: string, query: Omit<QueryOf<'EntityExtractionController_extract'>, 'sentence'> = {}, call?: CallOptions) {
    return this.#json('EntityExtractionController_extract', { ...call, query: { ...query, sentence } });
  }

  /** Spelling corrections in the request's language (`GET /nlp/spellchecking/v1`). */
  spellcheck(sentence: string, query: Omit<QueryOf<'SpellcheckController_v1'>, 'sentence'> = {}, call?: CallOptions) {
    return this.#json('SpellcheckController_v1', { ...call, query: { ...query, sentence } });
  }

  /** Spelling corrections with a v0 key (`EN_1`, `FR_2`...: the language and the distance). */
  spellcheckV0(sentence: string, key: QueryOf<'SpellcheckController_v0'>['key'], call?: CallOptions) {
    return this.#json('SpellcheckController_v0', { ...call, query: { sentence, key } });
  }

  // ---- Classification and training ----

  /** Which QnA or Intent a sentence means (`POST /trainer/api/v0/classify`; `method: 'GET'` as older SDKs call it). */
  classify(sentence: string, options: CallOptions & { lang?: Language; method?: 'POST' | 'GET' } = {}) {
    const { lang, method, ...call } = options;
    if (method === 'GET') return this.#json('ClassifyController_classifyByGet', { ...call, query: { sentence, lang } });
    return this.#json('ClassifyController_classify', { ...call, query: { lang }, json: { sentence } });
  }

  /** Classify's decision explained: the three best candidates, the threshold and margin, the App entities. */
  explain(sentence: string, options: CallOptions & { lang?: Language } = {}) {
    const { lang, ...call } = options;
    return this.#json('ClassifyController_explain', { ...call, query: { lang }, json: { sentence } });
  }

  /** Where the App's training stands (`GET /trainer/api/v0/status`). */
  status(options: CallOptions & { lang?: Language } = {}): Promise<TrainerStatus> {
    const { lang, ...call } = options;
    return this.#json('StatusController_status', { ...call, query: { lang } });
  }

  /**
   * Resolves once the model that answers covers the App's data (its `modelVersion` reaches the
   * `dataVersion`, state `idle`): call it after changing QnAs or Intents, before classifying. Throws
   * `TRAINING_FAILED` when the training failed, `TRAINING_TIMEOUT` past `timeoutMs`.
   */
  async waitForTraining(options: WaitForTrainingOptions = {}): Promise<TrainerStatus> {
    const { timeoutMs = 120_000, intervalMs = 500, lang, onStatus, dataVersion, ...call } = options;
    const deadline = Date.now() + timeoutMs;
    let target = dataVersion;
    for (;;) {
      const status = await this.status({ ...call, lang });
      onStatus?.(status);
      target ??= status.dataVersion;
      if (status.state === 'failed') {
        throw new ParleyError({
          message: `Training failed: ${status.reason ?? 'no reason given'}`,
          code: 'TRAINING_FAILED',
          status: 0,
          request: 'GET /trainer/api/v0/status',
          body: status,
        });
      }
      if (status.modelVersion !== null && status.modelVersion >= target && status.state === 'idle') return status;
      if (Date.now() + intervalMs > deadline) {
        throw new ParleyError({
          message: `The model of data version ${target} was not ready within ${timeoutMs} ms (state ${status.state}, model ${status.modelVersion ?? 'none'})`,
          code: 'TRAINING_TIMEOUT',
          status: 0,
          request: 'GET /trainer/api/v0/status',
          body: status,
        });
      }
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }

  // ---- QnAs, Intents, App entity types ----

  readonly qnas = {
    list: (query: ListQuery = {}, call?: CallOptions) => this.#json('QnasController_list', { ...call, query }),
    /** Every QnA, page after page. */
    all: (call?: CallOptions) => this.#all((page) => this.qnas.list({ page, size: 100 }, call)),
    get: (id: string, call?: CallOptions) => this.#json('QnasController_get', { ...call, params: { id } }),
    create: (qna: QnaInput, call?: CallOptions) => this.#json('QnasController_create', { ...call, json: qna }),
    /** Replaces the fields given. */
    update: (id: string, qna: BodyOf<'QnasController_update'>, call?: CallOptions) =>
      this.#json('QnasController_update', { ...call, params: { id }, json: qna }),
    delete: (id: string, call?: CallOptions) => this.#json('QnasController_remove', { ...call, params: { id } }),
    deleteMany: (ids: string[], call?: CallOptions) => this.#json('QnasController_removeMany', { ...call, json: { ids } }),
  };

  readonly intents = {
    list: (query: ListQuery = {}, call?: CallOptions) => this.#json('IntentsController_list', { ...call, query }),
    all: (call?: CallOptions) => this.#all((page) => this.intents.list({ page, size: 100 }, call)),
    get: (id: string, call?: CallOptions) => this.#json('IntentsController_get', { ...call, params: { id } }),
    create: (intent: IntentInput, call?: CallOptions) => this.#json('IntentsController_create', { ...call, json: intent }),
    /** Replaces the Intent (`PUT`). */
    replace: (id: string, intent: BodyOf<'IntentsController_update'>, call?: CallOptions) =>
      this.#json('IntentsController_update', { ...call, params: { id }, json: intent }),
    /** Changes the fields given (`PATCH`). */
    update: (id: string, patch: BodyOf<'IntentsController_patch'>, call?: CallOptions) =>
      this.#json('IntentsController_patch', { ...call, params: { id }, json: patch }),
    delete: (id: string, call?: CallOptions) => this.#json('IntentsController_remove', { ...call, params: { id } }),
    deleteMany: (ids: string[], call?: CallOptions) => this.#json('IntentsController_removeMany', { ...call, json: { ids } }),
  };

  /** The App's own entity types (`/trainer/api/v0/entities`). */
  readonly entityTypes = {
    list: (query: ListQuery = {}, call?: CallOptions) => this.#json('EntityTypesController_list', { ...call, query }),
    all: (call?: CallOptions) => this.#all((page) => this.entityTypes.list({ page, size: 100 }, call)),
    get: (id: string, call?: CallOptions) => this.#json('EntityTypesController_get', { ...call, params: { id } }),
    create: (type: EntityTypeInput, call?: CallOptions) => this.#json('EntityTypesController_create', { ...call, json: type }),
    /** Replaces the fields given (`values` as a whole). */
    update: (id: string, type: BodyOf<'EntityTypesController_update'>, call?: CallOptions) =>
      this.#json('EntityTypesController_update', { ...call, params: { id }, json: type }),
    delete: (id: string, call?: CallOptions) => this.#json('EntityTypesController_remove', { ...call, params: { id } }),
    deleteMany: (ids: string[], call?: CallOptions) => this.#json('EntityTypesController_removeMany', { ...call, json: { ids } }),
  };

  async *#all<T>(page: (n: number) => Promise<{ _content: T[]; _links: { hasNext: boolean } }>): AsyncGenerator<T, void, undefined> {
    for (let n = 1; ; n++) {
      const p = await page(n);
      yield* p._content;
      if (!p._links.hasNext) return;
    }
  }

  // ---- Training data ----

  readonly trainingData = {
    /** The App's training data as a file: `json` (Parley's, every field), `csv`, `rasa` (one language) or `dialogflow` (zip). */
    export: async (format: TrainingDataFormat = 'json', options: CallOptions & { language?: Language } = {}): Promise<TrainingDataFile> => {
      const { language, ...call } = options;
      const res = await this.request('TrainingDataController_export', { ...call, query: { format, language } });
      const data = new Uint8Array(await res.arrayBuffer());
      return {
        format,
        filename: filenameOf(res.headers.get('content-disposition')),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        data,
        text: () => new TextDecoder().decode(data),
      };
    },
    /** What an import of the file would do, and every problem of it; changes nothing. */
    preview: (
      file: string | Uint8Array,
      options: CallOptions & { format?: TrainingDataFormat; filename?: string } = {},
    ): Promise<ImportPreview> => {
      const { format, filename, ...call } = options;
      return this.#json('TrainingDataController_preview', {
        ...call,
        query: { format, filename },
        raw: { body: file, contentType: 'application/octet-stream' },
      });
    },
    /** Applies the file (all of it, or nothing when it has a problem: a `BAD_REQUEST` whose `details` are the problems). */
    import: (
      file: string | Uint8Array,
      options: CallOptions & { format?: TrainingDataFormat; filename?: string } = {},
    ): Promise<ImportResult> => {
      const { format, filename, ...call } = options;
      return this.#json('TrainingDataController_apply', {
        ...call,
        query: { format, filename },
        raw: { body: file, contentType: 'application/octet-stream' },
      });
    },
  };

  // ---- Botmeter ----

  readonly botmeter = {
    /** Logs one exchange; resolves once it is stored. */
    log: (record: BotmeterRecord, call?: CallOptions) => this.#json('BotmeterController_log', { ...call, json: record }),
    records: (query: Partial<QueryOf<'BotmeterController_list'>> = {}, call?: CallOptions) =>
      this.#json('BotmeterController_list', { ...call, query }),
    stats: (query: QueryOf<'BotmeterController_stats'>, call?: CallOptions) => this.#json('BotmeterController_stats', { ...call, query }),
  };

  // ---- Conversations and the needs-attention inbox ----

  readonly conversations = {
    list: (query: Partial<QueryOf<'ConversationsController_list'>> = {}, call?: CallOptions) =>
      this.#json('ConversationsController_list', { ...call, query }),
    get: (conversationId: string, call?: CallOptions) =>
      this.#json('ConversationsController_transcript', { ...call, params: { conversationId } }),
  };

  readonly attention = {
    list: (query: Partial<QueryOf<'AttentionController_list'>> = {}, call?: CallOptions) =>
      this.#json('AttentionController_list', { ...call, query }),
    addUtterance: (body: BodyOf<'AttentionController_addUtterance'>, call?: CallOptions) =>
      this.#json('AttentionController_addUtterance', { ...call, json: body }),
    createQna: (body: BodyOf<'AttentionController_createQna'>, call?: CallOptions) =>
      this.#json('AttentionController_createQna', { ...call, json: body }),
    dismiss: (body: BodyOf<'AttentionController_dismiss'>, call?: CallOptions) =>
      this.#json('AttentionController_dismiss', { ...call, json: body }),
  };

  // ---- Health ----

  /** Whether the api answers (`GET /health`). */
  health(call?: CallOptions) {
    return this.#json('HealthController_live', call);
  }

  /** Whether the api is ready for traffic (`GET /health/ready`; a 503 throws `UNAVAILABLE`). */
  ready(call?: CallOptions) {
    return this.#json('HealthController_ready', { retry: false, ...call });
  }
}
