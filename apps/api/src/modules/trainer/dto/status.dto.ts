import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES } from '@parley/contracts';
import type { JobState } from '@parley/trainer-runtime';

/** The header of classify answers naming the version of the App's data the answering model was trained on. */
export const MODEL_VERSION_HEADER = 'Parley-Model-Version';

/** The latest training job of the App's model in this language. */
export class TrainingJobStatusDto {
  /**
   * `waiting` (sent, no instance has taken it yet), `running`, `retrying` (it failed and will be
   * tried again, on any instance), `failed` (it failed three times: the next change sends a new one),
   * `completed`.
   */
  @ApiProperty({ enum: ['waiting', 'running', 'retrying', 'failed', 'completed'], example: 'completed' })
  state!: 'waiting' | 'running' | 'retrying' | 'failed' | 'completed';
  /** When it was sent (ISO 8601). */
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
  /**
   * When its latest try started; a try running longer than a third of the server's
   * TRAINING_JOB_TIMEOUT_S moves it forward with each heartbeat, so it is then its latest heartbeat.
   */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt!: string | null;
  /** Tries after the first. */
  @ApiProperty({ example: 0 })
  retries!: number;
  /** Why it failed (`retrying`, `failed`); null otherwise. */
  @ApiProperty({ type: String, nullable: true, example: null })
  error!: string | null;
}

/** A live api or webchat instance, and the version of this App's model it holds in memory. */
export class ServingInstanceDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty({ enum: ['api', 'webchat'], example: 'api' })
  server!: 'api' | 'webchat';
  @ApiProperty({ example: 'parley-api-7d9f' })
  host!: string;
  @ApiProperty({ example: 4121 })
  pid!: number;
  @ApiProperty({ type: String, format: 'date-time' })
  startedAt!: string;
  /** Version of the App's data its loaded model was trained on; null: none loaded (it loads it on first use). */
  @ApiProperty({ type: Number, nullable: true, example: 12 })
  modelVersion!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  loadedAt!: string | null;
  /** The instance that answered this request. */
  @ApiProperty({ example: true })
  current!: boolean;
}

/** At one threshold, what the App's own data says it would do (cross-validation). */
export class ThresholdPointDto {
  /** 0 to 1 by 0.01. @example 0.16 */
  threshold!: number;
  /** Share of held-out phrasings sent back to their own QnA or Intent at or over the threshold (expected in-scope accuracy). @example 0.92 */
  inScope!: number;
  /**
   * Share of off-topic sentences (the phrasings of QnAs and Intents left out of a model trained on
   * the others) under the threshold (expected off-topic rejection); null with fewer than two items.
   */
  @ApiProperty({ type: Number, nullable: true, example: 0.81 })
  offTopic!: number | null;
}

/** What each threshold trades on the App's own data, from the cross-validation that gives the trainingScores. */
export class ThresholdCurveDto {
  /** Held-out phrasings `inScope` is counted over. @example 60 */
  inScopeSentences!: number;
  /** Off-topic sentences `offTopic` is counted over (0 with fewer than two QnAs and Intents). @example 60 */
  offTopicSentences!: number;
  /** Thresholds 0 to 1 by 0.01 (101 points), in order. */
  @ApiProperty({ type: [ThresholdPointDto] })
  points!: ThresholdPointDto[];
}

export class TrainerStatusDto {
  /** Language of the model described (the request's, see Languages). */
  @ApiProperty({ enum: LANGUAGES, example: 'en' })
  language!: string;
  /** Version of the App's QnAs and Intents: every change adds one (0 before the first). */
  @ApiProperty({ example: 12 })
  dataVersion!: number;
  /**
   * Version of the data the model the answering instance serves was trained on; equal to
   * `dataVersion` once the model covers every change. Null while the first model of the App trains.
   */
  @ApiProperty({ type: Number, nullable: true, example: 12 })
  modelVersion!: number | null;
  /**
   * `training`: the answering instance's model is behind the data (a job trains it, or the instance
   * loads the trained one); `failed`: the last training failed (see `reason`); `idle`: up to date.
   */
  @ApiProperty({ enum: ['idle', 'training', 'failed'], example: 'idle' })
  state!: 'idle' | 'training' | 'failed';
  /** Why the last training failed; null unless `state` is `failed`. */
  @ApiProperty({ type: String, nullable: true, example: null })
  reason!: string | null;
  /** When the stored model's training ended (ISO 8601); null before the first. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastTrainedAt!: string | null;
  /** How long that training took, in milliseconds (reading the data and training the model). */
  @ApiProperty({ type: Number, nullable: true, example: 140 })
  lastTrainingMs!: number | null;
  /** Version of the data the stored model (trained once, loaded by every instance) was trained on; null before the first. */
  @ApiProperty({ type: Number, nullable: true, example: 12 })
  trainedVersion!: number | null;
  /** Size of the stored model, compressed (bytes). */
  @ApiProperty({ type: Number, nullable: true, example: 48211 })
  modelBytes!: number | null;
  /** The latest training job of this model; null when none ran lately (jobs are kept a day). */
  @ApiProperty({ type: TrainingJobStatusDto, nullable: true })
  job!: TrainingJobStatusDto | null;
  /** Every live api and webchat instance (heard from in the last 15 s), with the model version it serves. */
  @ApiProperty({ type: [ServingInstanceDto] })
  instances!: ServingInstanceDto[];
  /**
   * Mean cross-validated trainingScore of the App's QnAs and Intents, from 0 to 1, for `scoredVersion`;
   * null until the current data is scored (scoring follows training).
   */
  @ApiProperty({ type: Number, nullable: true, example: 0.93 })
  crossValidationScore!: number | null;
  /** Version of the data the trainingScores were computed on. */
  @ApiProperty({ example: 12 })
  scoredVersion!: number;
  /** QnAs and Intents in the App. */
  @ApiProperty({ example: 24 })
  items!: number;
  /**
   * What each threshold trades on the App's own data (the portal's Settings show it beside the
   * threshold): the expected in-scope accuracy and off-topic rejection, from the cross-validation
   * of `scoredVersion`; null like `crossValidationScore` until the current data is scored.
   */
  @ApiProperty({ type: ThresholdCurveDto, nullable: true })
  thresholdCurve!: ThresholdCurveDto | null;
}

const JOB_STATES: Record<JobState['state'], TrainingJobStatusDto['state']> = {
  created: 'waiting',
  active: 'running',
  retry: 'retrying',
  failed: 'failed',
  cancelled: 'failed',
  completed: 'completed',
};

export function toJobStatus(job: JobState): TrainingJobStatusDto {
  return {
    state: JOB_STATES[job.state],
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    completedAt: job.completedAt?.toISOString() ?? null,
    retries: job.retries,
    error: job.error,
  };
}
