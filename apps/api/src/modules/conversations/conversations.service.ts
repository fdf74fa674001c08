import { Injectable, NotFoundException } from '@nestjs/common';
import { isUuid, type BotMessage, type UserMessage } from '@parley/contracts';
import type { Lang } from '@parley/classifier';
import type { BotmeterMatch } from '@parley/persistence';
import { InvalidInputException } from '@parley/server-kit';
import { TrainerModels, TrainerStore } from '@parley/trainer-runtime';
import type { AppContext } from '../apps/app-context';
import { ConversationsRepository, type ConversationFilter, type ListCursor, type RecordRow, type WebchatRow } from './conversations.repository';
import type {
  AddUtteranceBodyDto,
  AttentionGroupDto,
  AttentionPageDto,
  AttentionQueryDto,
  AttentionResultDto,
  CandidateDto,
  ConversationPageDto,
  ConversationsQueryDto,
  CreateQnaFromBodyDto,
  NowDto,
  TranscriptDto,
  TranscriptMessageDto,
} from './dto/conversations.dto';

/** Messages of a transcript at most (the latest). */
export const TRANSCRIPT_LIMIT = 1000;
const DEFAULT_ATTENTION_DAYS = 30;

/**
 * The words of a search as a tsquery of the 'simple' configuration: each word, or a word starting
 * with it (the last one typed may be unfinished), all of them. Only letters and digits reach it.
 */
export function searchQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.slice(0, 10).map((w) => `${w}:*`).join(' & ') : null;
}

export function encodeCursor(c: ListCursor): string {
  return Buffer.from(JSON.stringify([c.time, c.id])).toString('base64url');
}

export function decodeCursor(s: string): ListCursor | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));
    if (!Array.isArray(v) || v.length !== 2) return null;
    const [time, id] = v as unknown[];
    if (typeof time !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?$/.test(time)) return null;
    if (typeof id !== 'string' || !/^\d{1,19}$/.test(id)) return null;
    return { time, id };
  } catch {
    return null;
  }
}

/** A stored webchat message as one line of text. */
export function messageText(type: string, payload: Record<string, unknown>): string {
  const v = payload.value;
  if (type === 'postback') return typeof payload.text === 'string' ? payload.text : String(payload.value ?? '');
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' ? x : Array.isArray(x) ? x.join(' · ') : JSON.stringify(x))).join(' | ');
  return JSON.stringify(payload);
}

const candidates = (m: BotmeterMatch[] | null): CandidateDto[] => (m ?? []).map((c) => ({ id: c.id, type: c.type, label: c.label, score: c.score }));
const match = (name: string | null, score: number | null) => (name === null ? null : { name, score: score ?? 0 });

/** Conversations of an App, and the inbox of what its bot missed (docs/api.md, "Conversations"). */
@Injectable()
export class ConversationsService {
  constructor(
    private readonly repo: ConversationsRepository,
    private readonly models: TrainerModels,
    private readonly store: TrainerStore,
  ) {}

  async list(appId: string, q: ConversationsQueryDto): Promise<ConversationPageDto> {
    const problems: { field: string; problem: string }[] = [];
    if (q.from && q.to && q.from.getTime() >= q.to.getTime()) problems.push({ field: 'to', problem: 'must be after from' });
    const cursor = q.cursor === undefined ? null : decodeCursor(q.cursor);
    if (q.cursor !== undefined && !cursor) problems.push({ field: 'cursor', problem: 'must be the nextCursor of a page' });
    const search = q.q === undefined ? undefined : searchQuery(q.q);
    if (search === null) problems.push({ field: 'q', problem: 'must contain a letter or a digit' });
    if (problems.length) throw new InvalidInputException(problems);
    const filter: ConversationFilter = { from: q.from, to: q.to, userId: q.user_id, channel: q.channel, matched: q.matched, search: search ?? undefined, answeredBy: q.answeredBy };
    const rows = await this.repo.list(appId, filter, cursor, q.size + 1);
    const page = rows.slice(0, q.size);
    const last = page[page.length - 1];
    return {
      _content: page.map((r) => ({
        conversationId: r.conversationId,
        recordId: r.id,
        userId: r.userId,
        channel: r.channel,
        time: new Date(r.time).toISOString(),
        exchanges: r.exchanges,
        text: r.body,
        answer: r.responses[0] ?? null,
        match: match(r.intentName, r.intentScore),
        tie: (r.matches?.length ?? 0) > 1,
      })),
      nextCursor: rows.length > q.size && last ? encodeCursor({ time: last.timeText, id: last.id }) : null,
    };
  }

  async transcript(appId: string, conversationId: string): Promise<TranscriptDto> {
    const webchat = isUuid(conversationId) ? await this.repo.webchatConversation(appId, conversationId.toLowerCase()) : null;
    if (webchat) {
      const rows = await this.repo.webchatMessages(appId, conversationId.toLowerCase(), TRANSCRIPT_LIMIT + 1);
      const truncated = rows.length > TRANSCRIPT_LIMIT;
      return {
        conversationId: conversationId.toLowerCase(),
        source: 'webchat',
        userId: webchat.userId,
        channel: 'webchat',
        messages: rows.slice(truncated ? 1 : 0).map(fromWebchat),
        truncated,
      };
    }
    // No stored id holds a NUL character (PostgreSQL refuses it in a query's text).
    const records = conversationId.includes('\u0000') ? [] : await this.repo.records(appId, conversationId, TRANSCRIPT_LIMIT + 1);
    if (!records.length) throw new NotFoundException(`No conversation ${conversationId} in this App`);
    const truncated = records.length > TRANSCRIPT_LIMIT;
    const kept = records.slice(truncated ? 1 : 0);
    return {
      conversationId,
      source: 'botmeter',
      userId: kept[kept.length - 1]!.userId,
      channel: kept[kept.length - 1]!.channel,
      messages: kept.flatMap(fromRecord),
      truncated,
    };
  }

  async attention(app: AppContext, q: AttentionQueryDto): Promise<AttentionPageDto> {
    const to = q.to ?? new Date();
    const from = q.from ?? new Date(to.getTime() - DEFAULT_ATTENTION_DAYS * 86_400_000);
    if (from.getTime() >= to.getTime()) throw new InvalidInputException([{ field: 'to', problem: 'must be after from' }]);
    const rows = await this.repo.attention(app.id, from, to, q.review_below, (q.page - 1) * q.size, q.size);
    const groups: AttentionGroupDto[] = [];
    for (const r of rows) {
      const { suggestions, now } = await this.classifyNow(app, r.sample);
      groups.push({
        key: r.key,
        text: r.sample,
        count: r.count,
        lastAt: new Date(r.lastAt).toISOString(),
        unmatched: r.unmatched,
        low: r.low,
        ties: r.ties,
        recorded: match(r.intentName, r.intentScore),
        suggestions,
        now,
      });
    }
    return { _content: groups, total: rows[0]?.total ?? 0, page: q.page, size: q.size };
  }

  async dismiss(app: AppContext, key: string): Promise<AttentionResultDto> {
    await this.repo.review(app.id, key, 'dismissed', null);
    return { key, action: 'dismissed', targetId: null, now: { matched: false, tie: false, match: null } };
  }

  /** Adds the text to a QnA's or Intent's utterances, waits for the retrain, and says how it classifies now. */
  async addUtterance(app: AppContext, dto: AddUtteranceBodyDto): Promise<AttentionResultDto> {
    const id = dto.targetId.toLowerCase();
    const item = dto.targetType === 'QnA' ? await this.store.findQna(app.id, id) : await this.store.findIntent(app.id, id);
    if (!item) throw new NotFoundException(`No ${dto.targetType} ${dto.targetId} in this App`);
    const known = item.utterances.some((u) => u.value.trim().toLowerCase() === dto.text.trim().toLowerCase());
    if (!known) {
      const utterances = [...item.utterances, { value: dto.text.trim() }];
      const changed = dto.targetType === 'QnA' ? await this.store.updateQna(app.id, id, { utterances }) : await this.store.updateIntent(app.id, id, { utterances });
      if (!changed) throw new NotFoundException(`No ${dto.targetType} ${dto.targetId} in this App`);
      await this.models.changed(app.id, changed.version);
    }
    await this.repo.review(app.id, dto.key, 'utterance', id);
    return { key: dto.key, action: 'utterance', targetId: id, now: (await this.classifyNow(app, dto.text)).now };
  }

  /** Makes a new QnA of the text, waits for the retrain, and says how it classifies now. */
  async createQna(app: AppContext, dto: CreateQnaFromBodyDto): Promise<AttentionResultDto> {
    const { item, version } = await this.store.createQna(app.id, {
      title: dto.title,
      utterances: [{ value: dto.text.trim() }],
      resolvePrompt: '',
      answers: dto.answer?.trim() ? [[{ type: 'text', payload: { value: dto.answer.trim() } }]] : [],
    });
    await this.models.changed(app.id, version);
    await this.repo.review(app.id, dto.key, 'qna', item.id);
    return { key: dto.key, action: 'qna', targetId: item.id, now: (await this.classifyNow(app, dto.text)).now };
  }

  /** The three best candidates whatever their score, and the decision under the App's threshold and margin. */
  private async classifyNow(app: AppContext, sentence: string): Promise<{ suggestions: CandidateDto[]; now: NowDto }> {
    const lang = app.language as Lang;
    const text = sentence.slice(0, 2000);
    const top = await this.models.classify(app.id, lang, text, { threshold: 0, margin: 1, max: 3 });
    const decided = await this.models.classify(app.id, lang, text, { threshold: app.classificationThreshold, margin: app.ambiguityMargin });
    const best = decided[0];
    return {
      suggestions: top.map((m) => ({ id: m.id, type: m.type, label: m.label, score: m.probability })),
      now: { matched: !!best, tie: decided.length > 1, match: best ? { name: best.label, score: best.probability } : null },
    };
  }
}

function fromWebchat(r: WebchatRow): TranscriptMessageDto {
  const user = r.sender === 'user';
  return {
    id: r.id,
    sender: r.sender,
    time: new Date(r.time).toISOString(),
    type: r.type,
    text: messageText(r.type, r.payload),
    message: { type: r.type, payload: r.payload } as BotMessage | UserMessage,
    classified: user && r.recordId !== null,
    match: user ? match(r.intentName, r.intentScore) : null,
    matches: user ? candidates(r.matches) : [],
    delivery:
      user && r.deliveryStatus !== null
        ? { status: r.deliveryStatus, attempts: r.attempts ?? 0, lastError: r.lastError, deliveredAt: r.deliveredAt ? new Date(r.deliveredAt).toISOString() : null }
        : null,
  };
}

/** A logged exchange as the user's message and the bot's answers. */
function fromRecord(r: RecordRow): TranscriptMessageDto[] {
  const time = new Date(r.time).toISOString();
  const out: TranscriptMessageDto[] = [];
  if (r.body !== null) {
    out.push({
      id: r.id,
      sender: 'user',
      time,
      type: r.bodyType,
      text: r.body,
      message: { type: 'text', payload: { value: r.body } },
      classified: true,
      match: match(r.intentName, r.intentScore),
      matches: candidates(r.matches),
      delivery: null,
    });
  }
  r.responses.forEach((text, i) =>
    out.push({
      id: `${r.id}.${i + 1}`,
      sender: 'bot',
      time,
      type: 'text',
      text,
      message: { type: 'text', payload: { value: text } },
      classified: false,
      match: null,
      matches: [],
      delivery: null,
    }),
  );
  return out;
}
