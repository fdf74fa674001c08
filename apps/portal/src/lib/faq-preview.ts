import { faqDecision, FAQ_DEFAULT_TEXTS, renderMessageTemplates, type AppEntityMatch, type BotMessage, type ClassificationMatch } from '@parley/contracts';

export type FaqPreview =
  | { kind: 'choose'; messages: BotMessage[] }
  | { kind: 'answer'; messages: BotMessage[]; alternatives: number }
  | { kind: 'fallback'; messages: BotMessage[] };

/** A message the templates left with nothing to show (an empty text, no quick reply left) is not sent. */
function empty(m: BotMessage): boolean {
  return (m.type === 'text' && !m.payload.value.trim()) || (m.type === 'quickreplies' && m.payload.value.length === 0);
}

/**
 * What the webchat's built-in FAQ bot sends for these matches (classify's, under the App's rule),
 * by the bot's own rule (`faqDecision` of libs/contracts), as the messages it sends: a tie asks the
 * user to choose (`texts.choose`, then the resolve prompts as quick replies); one QnA sends one of its
 * answer alternatives (picked at random, so the first is shown with their count), its entity
 * templates filled with the App entities of the sentence as the bot fills them; an Intent, nothing,
 * or an answer left empty gets the fallback text. `texts`: the App's, in its language (faqTexts).
 */
export function faqPreview(
  matches: readonly Pick<ClassificationMatch, 'label' | 'resolvePrompt' | 'answers'>[],
  entities: readonly AppEntityMatch[] = [],
  texts: { fallback: string; choose: string } = FAQ_DEFAULT_TEXTS.en,
): FaqPreview {
  const decision = faqDecision(matches);
  const fallback: FaqPreview = { kind: 'fallback', messages: [{ type: 'text', payload: { value: texts.fallback } }] };
  switch (decision.kind) {
    case 'choose':
      return {
        kind: 'choose',
        messages: [
          { type: 'text', payload: { value: texts.choose } },
          { type: 'quickreplies', payload: { value: decision.prompts } },
        ],
      };
    case 'answer': {
      // typeof: answers stored before the trainer checked them may hold anything.
      const messages = (decision.alternatives[0] ?? [])
        .filter((m) => m && typeof m === 'object' && typeof m.type === 'string')
        .map((m) => renderMessageTemplates(m, entities))
        .filter((m) => !empty(m));
      return messages.length ? { kind: 'answer', messages, alternatives: decision.alternatives.length } : fallback;
    }
    case 'fallback':
      return fallback;
  }
}
