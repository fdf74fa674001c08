import { z } from 'zod';
import { list, object, text } from '../../../common/pipes/body-fields';

/** A phrase or question that selects a QnA or an Intent (request and response alike). */
export const utteranceSchema = object({
  value: text(2000, { min: 1 }).meta({ description: 'A phrase or question.', example: 'Where is my order?' }),
}).meta({
  id: 'Utterance',
});

export const utterancesField = list(utteranceSchema, 1000).meta({ description: 'Phrases and questions that select it.' });

export type Utterance = z.output<typeof utteranceSchema>;
