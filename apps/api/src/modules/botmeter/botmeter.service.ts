import { Injectable } from '@nestjs/common';
import { InvalidInputException } from '@parley/server-kit';
import { pageOffset, toPage, type Page } from '../../common/pagination';
import { BotmeterRecordsRepository, BotmeterWriter, type NewBotmeterRecord, type StatsInterval } from '@parley/botmeter';
import type { BotmeterRecordsQueryDto } from './dto/botmeter-records-query.dto';
import { toBotmeterRecordResponse, type BotmeterRecordDto } from './dto/botmeter-record-response.dto';
import type { BotmeterStatsQueryDto } from './dto/botmeter-stats-query.dto';
import { toBotmeterStatsResponse, type BotmeterStatsDto } from './dto/botmeter-stats-response.dto';
import type { CreateBotmeterRecordDto } from './dto/create-botmeter-record.dto';
import { bucketCount, buildStats } from './stats';

export const MAX_STATS_BUCKETS = 2000;
const DEFAULT_STATS_RANGE_MS = 7 * 86_400_000;

/** The record a request asks to store: the documented defaults applied. */
export function toNewRecord(appId: string, dto: CreateBotmeterRecordDto, receivedAt: number): NewBotmeterRecord {
  return {
    appId,
    timestamp: new Date(dto.timestamp ?? receivedAt),
    botVersion: dto.bot_version ?? null,
    channel: dto.channel ?? null,
    userId: dto.user_id ?? null,
    user: dto.user ?? null,
    conversationId: dto.conversation_id ?? null,
    body: dto.body ?? null,
    bodyType: dto.body_type ?? 'text',
    responses: dto.responses ?? [],
    stateIn: dto.state_in ?? null,
    stateOut: dto.state_out ?? null,
    intentName: dto.intent?.name ?? null,
    intentScore: dto.intent?.score ?? null,
    tags: dto.tags ?? [],
  };
}

function checkRange(from: Date | undefined, to: Date | undefined): void {
  if (from && to && from.getTime() >= to.getTime()) {
    throw new InvalidInputException([{ field: 'to', problem: 'must be after from' }]);
  }
}

/** Botmeter: logs exchanges (durably, see BotmeterWriter) and reads them back for the portal. */
@Injectable()
export class BotmeterService {
  constructor(
    private readonly writer: BotmeterWriter,
    private readonly records: BotmeterRecordsRepository,
  ) {}

  /** Resolves once the record is committed. */
  record(appId: string, dto: CreateBotmeterRecordDto, receivedAt: number): Promise<void> {
    return this.writer.write(toNewRecord(appId, dto, receivedAt));
  }

  async list(appId: string, q: BotmeterRecordsQueryDto): Promise<Page<BotmeterRecordDto>> {
    checkRange(q.from, q.to);
    const filter = { from: q.from, to: q.to, userId: q.user_id, conversationId: q.conversation_id, intent: q.intent, channel: q.channel };
    const [rows, total] = await this.records.findPage(appId, filter, pageOffset(q), q.size);
    return toPage(rows.map(toBotmeterRecordResponse), total, q, 'botmeter/records', {
      from: q.from?.toISOString(),
      to: q.to?.toISOString(),
      user_id: q.user_id,
      conversation_id: q.conversation_id,
      intent: q.intent,
      channel: q.channel,
    });
  }

  async stats(appId: string, q: BotmeterStatsQueryDto, now = new Date()): Promise<BotmeterStatsDto> {
    const to = q.to ?? now;
    const from = q.from ?? new Date(to.getTime() - DEFAULT_STATS_RANGE_MS);
    const interval: StatsInterval = q.interval ?? 'day';
    checkRange(from, to);
    const n = bucketCount(from, to, interval);
    if (n > MAX_STATS_BUCKETS) {
      throw new InvalidInputException([
        {
          field: 'interval',
          problem: `gives ${n} intervals between from and to; at most ${MAX_STATS_BUCKETS}: widen the interval or narrow the range`,
        },
      ]);
    }
    const [buckets, intents, totals] = await Promise.all([
      this.records.buckets(appId, from, to, interval),
      this.records.intents(appId, from, to, interval),
      this.records.buckets(appId, from, to, null),
    ]);
    return toBotmeterStatsResponse(from, to, interval, buildStats(from, to, interval, buckets, intents, totals[0]));
  }
}
