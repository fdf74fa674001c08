import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '@parley/contracts';
import { z } from 'zod';
import { SchemaDto } from '../../../common/pipes/schema';
import { IMPORT_FORMATS } from '../training-data/incoming';

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const blankIsAbsent = (v: unknown) => {
  const s = first(v);
  return s === '' ? undefined : s;
};

export const EXPORT_FORMATS = ['json', 'csv', 'rasa', 'dialogflow'] as const;

export const exportQuery = z.object({
  format: z
    .preprocess(blankIsAbsent, z.enum(EXPORT_FORMATS, { error: `must be one of ${EXPORT_FORMATS.join(', ')}` }).default('json'))
    .meta({
      description:
        "`json`: Parley's file (every field); `csv`: one row per utterance, value, synonym or pattern, text answers only; `rasa`: Rasa NLU YAML of one language (Intents and entity types); `dialogflow`: a Dialogflow ES agent (zip).",
    }),
  language: z
    .preprocess(blankIsAbsent, z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }).optional())
    .meta({ description: "For `rasa`: the language exported (a Rasa file has one); by default the App's." }),
});

export const importQuery = z.object({
  format: z
    .preprocess(blankIsAbsent, z.enum(IMPORT_FORMATS, { error: `must be one of ${IMPORT_FORMATS.join(', ')}` }).optional())
    .meta({ description: 'What the body is; by default told from `filename`, then from the bytes.' }),
  filename: z
    .preprocess(blankIsAbsent, z.string().max(255, { error: 'must be at most 255 characters' }).optional())
    .meta({ description: 'The file name, named in problems (and its extension tells the format).', example: 'nlu.yml' }),
});

export class ExportQueryDto extends SchemaDto(exportQuery, 'output') {}
export class ImportQueryDto extends SchemaDto(importQuery, 'output') {}

export class ImportProblemDto {
  /** Where, for people: `nlu.yml:7`, `agent.zip/intents/greet.json`, `export.json qnas.3.title`. */
  field!: string;
  problem!: string;
  /** The file (an entry of a zip after a `/`). */
  file!: string;
  line?: number;
  /** A path in a JSON file. */
  path?: string;
}

export class ImportedItemDto {
  @ApiProperty({ enum: ['QnA', 'Intent'] })
  type!: 'QnA' | 'Intent';
  /** A QnA's title or an Intent's label. */
  name!: string;
  @ApiProperty({
    enum: [...LANGUAGES],
    nullable: true,
    example: null,
    description: "Its language once imported (en, fr, es); null: the App's.",
  })
  language!: Language | null;
  @ApiProperty({ enum: ['new', 'changed', 'unchanged'] })
  status!: 'new' | 'changed' | 'unchanged';
  /** The fields an import changes (for `changed`). */
  changes!: string[];
  /** Utterances the file gives it. */
  utterances!: number;
  file!: string;
  line?: number;
  path?: string;
}

export class ImportedEntityTypeDto {
  name!: string;
  @ApiProperty({ enum: [...LANGUAGES], example: 'en', description: 'Its language once imported (en, fr, es).' })
  language!: Language;
  @ApiProperty({ enum: ['new', 'changed', 'unchanged'] })
  status!: 'new' | 'changed' | 'unchanged';
  /** The fields an import changes (for `changed`): `values`, `patterns`, `fuzzy`. */
  changes!: string[];
  /** Values the file gives it. */
  values!: number;
  /** Patterns the file gives it. */
  patterns!: number;
  file!: string;
  line?: number;
  path?: string;
}

export class ImportSummaryDto {
  new!: number;
  changed!: number;
  unchanged!: number;
}

export class ImportPreviewDto {
  @ApiProperty({ enum: IMPORT_FORMATS })
  format!: (typeof IMPORT_FORMATS)[number];
  /** For a Dialogflow agent: its default language (each item says its own in `language`). */
  language?: string;
  /** What it does to QnAs and Intents. */
  summary!: ImportSummaryDto;
  items!: ImportedItemDto[];
  /** What it does to entity types. */
  entitySummary!: ImportSummaryDto;
  entities!: ImportedEntityTypeDto[];
  /** Every problem of the file (the first 500); an import of it is refused while there is one. */
  problems!: ImportProblemDto[];
}

export class ImportResultDto {
  @ApiProperty({ enum: IMPORT_FORMATS })
  format!: (typeof IMPORT_FORMATS)[number];
  /** What it did to QnAs and Intents. */
  summary!: ImportSummaryDto;
  items!: ImportedItemDto[];
  /** What it did to entity types. */
  entitySummary!: ImportSummaryDto;
  entities!: ImportedEntityTypeDto[];
}
