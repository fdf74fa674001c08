import { LANGUAGES } from '@parley/contracts';
import { z } from 'zod';
import { list, object, text } from '../../../common/pipes/body-fields';

/** A phrase or question that selects a QnA or an Intent (request and response alike). */
export const utteranceSchema = object({
  value: text(2000, { min: 1 }).meta({ description: 'A phrase or question.', example: 'Where is my order?' }),
}).meta({
  id: 'Utterance',
});

export const utterancesField = list(utteranceSchema, 1000).meta({ description: 'Phrases and questions that select it.' });

/** The language a QnA's or an Intent's phrases are written in (both take it, alike). */
export const itemLanguageField = z.enum(LANGUAGES).nullable().optional().meta({
  description:
    "Language its phrases are written in (en, fr, es); null: the App's language (absent: the App's on creation, unchanged on a change). Its words join that language's speller only.",
});

export type Utterance = z.output<typeof utteranceSchema>;
