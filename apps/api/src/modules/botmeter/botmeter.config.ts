import { API_CONFIG, type ApiConfig } from '../../config/config';

/** The botmeter's part of the api configuration (BOTMETER_* in config/env.ts). */
export type BotmeterConfig = Pick<
  ApiConfig,
  | 'BOTMETER_GROUP_COMMIT'
  | 'BOTMETER_BATCH_MAX_SIZE'
  | 'BOTMETER_BATCH_MAX_DELAY_MS'
  | 'BOTMETER_BATCH_IN_FLIGHT'
  | 'BOTMETER_MAX_PENDING'
  | 'BOTMETER_PARTITIONS_AHEAD'
>;

export const BOTMETER_CONFIG = Symbol('BOTMETER_CONFIG');

export const botmeterConfigProvider = {
  provide: BOTMETER_CONFIG,
  inject: [API_CONFIG],
  useFactory: (config: ApiConfig): BotmeterConfig => config,
};
