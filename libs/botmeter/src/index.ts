export { BotmeterPartitions } from './botmeter-partitions';
export { BotmeterPartitionsRepository } from './botmeter-partitions.repository';
export {
  BotmeterRecordsRepository,
  STATS_INTERVALS,
  type BucketRow,
  type IntentRow,
  type NewBotmeterRecord,
  type RecordFilter,
  type StatsInterval,
} from './botmeter-records.repository';
export { BotmeterInvalidRecordError, BotmeterUnavailableError, BotmeterWriter, type BotmeterObserver, type BotmeterWriterSettings } from './botmeter-writer';
export { BODY_TYPES, BOTMETER_LIMITS, fitRecord, fitText, recordProblems, type RecordProblem } from './limits';
export type { BotmeterLogger } from './logger';
export { addMonths, monthOf, monthRange, parsePartitionName, partitionName, partitionNamesFor, type Month } from './months';
