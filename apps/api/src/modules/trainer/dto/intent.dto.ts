import { object, text } from '../../../common/pipes/body-fields';
import { SchemaDto } from '../../../common/pipes/schema';
import { itemLanguageField, utterancesField } from './utterance.dto';

const label = text(500, { min: 1 }).meta({ example: 'book-flight' });
const description = text(10_000).meta({ example: 'The user wants to book a flight' });
const language = itemLanguageField;
const utterances = utterancesField.meta({ example: [{ value: 'I want to fly to Paris' }, { value: 'Book me a flight to London' }] });
const resolvePrompt = text(1000).meta({ description: 'Shown to the user when several QnAs or Intents match.', example: 'Book a flight?' });

export const createIntentBody = object({
  label,
  description: description.optional(),
  utterances: utterances.optional(),
  resolvePrompt: resolvePrompt.optional(),
  language,
});

export class CreateIntentDto extends SchemaDto(createIntentBody) {}

/** PUT: all four fields required, as existing bot SDKs send them. */
export class UpdateIntentDto extends SchemaDto(object({ utterances, label, description, resolvePrompt, language })) {}

/** PATCH: partial update. */
export class PatchIntentDto extends SchemaDto(createIntentBody.partial()) {}
