import { qnaAnswersSchema } from '@parley/contracts/schemas';
import { object, text } from '../../../common/pipes/body-fields';
import { SchemaDto } from '../../../common/pipes/schema';
import { itemLanguageField, utterancesField } from './utterance.dto';

/**
 * A QnA as written. Its answers are checked against the bot message schemas the webchat shows
 * (libs/contracts): an answer the widget could not show is a 400 naming the field
 * (`answers.0.1.payload.value`), never a reply silently dropped later.
 */
export const createQnaBody = object({
  title: text(500, { min: 1 }).meta({ example: 'Payment methods' }),
  utterances: utterancesField.optional().meta({ example: [{ value: 'How can I pay?' }, { value: 'Do you take PayPal?' }] }),
  resolvePrompt: text(1000).optional().meta({ description: 'Shown to the user when several QnAs or Intents match.', example: 'Payment?' }),
  answers: qnaAnswersSchema.optional(),
  language: itemLanguageField,
});

export class CreateQnaDto extends SchemaDto(createQnaBody) {}

/** Fields given replace the stored ones. */
export class UpdateQnaDto extends SchemaDto(createQnaBody.partial()) {}
