import { faqDecision, renderEntityTemplates, type AppEntityMatch, type ClassificationMatch } from '@parley/contracts';
import { firstText } from './answers';

export type FaqPreview =
  | { kind: 'choose'; prompts: string[] }
  | { kind: 'answer'; text: string | null; alternatives: number }
  | { kind: 'fallback' };

/**
 * What the webchat's built-in FAQ bot answers to these matches (classify's, under the App's rule),
 * by the bot's own rule (`faqDecision` of libs/contracts): a tie asks the user to choose between the
 * resolve prompts; one QnA answers one of its answer alternatives (picked at random, so the first
 * is shown with their count), its entity templates filled with the App entities of the sentence as
 * the bot fills them; an Intent or nothing gets the fallback text.
 */
export function faqPreview(matches: readonly Pick<ClassificationMatch, 'label' | 'resolvePrompt' | 'answers'>[], entities: readonly AppEntityMatch[] = []): FaqPreview {
  const decision = faqDecision(matches);
  switch (decision.kind) {
    case 'choose':
      return decision;
    case 'answer': {
      const text = firstText(decision.alternatives);
      return { kind: 'answer', text: text === null ? null : renderEntityTemplates(text, entities), alternatives: decision.alternatives.length };
    }
    case 'fallback':
      return decision;
  }
}
