import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES } from '@parley/contracts';

/** The header of classify answers naming the version of the App's data the answering model was trained on. */
export const MODEL_VERSION_HEADER = 'Parley-Model-Version';

export class TrainerStatusDto {
  /** Language of the model described (the request's, see Languages). */
  @ApiProperty({ enum: LANGUAGES, example: 'en' })
  language!: string;
  /** Version of the App's QnAs and Intents: every change adds one (0 before the first). */
  @ApiProperty({ example: 12 })
  dataVersion!: number;
  /**
   * Version of the data the model this instance serves was trained on; equal to `dataVersion` once
   * the model covers every change. Null while the first model of the App trains.
   */
  @ApiProperty({ type: Number, nullable: true, example: 12 })
  modelVersion!: number | null;
  /** `training`: a (re)training is running or about to start; `failed`: the last one failed (see `reason`). */
  @ApiProperty({ enum: ['idle', 'training', 'failed'], example: 'idle' })
  state!: 'idle' | 'training' | 'failed';
  /** Why the last training failed; null unless `state` is `failed`. */
  @ApiProperty({ type: String, nullable: true, example: null })
  reason!: string | null;
  /** When the served model's training ended (ISO 8601); null before the first. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastTrainedAt!: string | null;
  /** How long that training took, in milliseconds (reading the data and training the model). */
  @ApiProperty({ type: Number, nullable: true, example: 140 })
  lastTrainingMs!: number | null;
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
}
