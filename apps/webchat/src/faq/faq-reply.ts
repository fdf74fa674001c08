import { faqDecision, faqTexts, type BotMessage, type ClassificationMatch, type Language } from '@parley/contracts';
import { botMessageSchema } from '@parley/contracts/schemas';

export interface FaqReply {
  messages: BotMessage[];
  /** Best match, for botmeter. */
  intent: { name: string; score: number } | null;
  /**
   * What kind of turn it was, for botmeter: `answered` (a QnA's answer), `ambiguous` (a tie, offered
   * as quick replies), `unmatched` (the fallback: nothing passed the threshold, or what passed has no
   * answer to send).
   */
  outcome: 'answered' | 'ambiguous' | 'unmatched';
}

export interface FaqReplyOptions {
  /** The App's own fallback messages per language (a language absent: the built-in text). */
  fallbackMessages?: Partial<Record<Language, string>>;
  random?: () => number;
}

/**
 * The FAQ bot's reply, by its rule (`faqDecision` of libs/contracts, which the portal's try-it shows
 * too): a tie -> a question with the resolve prompts as quick replies; one QnA -> one random
 * alternative of its answers; nothing usable -> the App's fallback message in its language. Stored
 * messages that are not valid bot messages (rows written before the trainer checked answers on
 * write) are skipped rather than sent broken; an answer left with none falls back.
 */
export function faqReply(matches: ClassificationMatch[], lang: Language, options: FaqReplyOptions = {}): FaqReply {
  const texts = faqTexts(lang, options.fallbackMessages);
  const random = options.random ?? Math.random;
  const best = matches[0];
  const intent = best ? { name: best.label, score: best.probability } : null;
  const decision = faqDecision(matches);
  if (decision.kind === 'choose') {
    return {
      intent,
      outcome: 'ambiguous',
      messages: [{ type: 'text', payload: { value: texts.choose } }, { type: 'quickreplies', payload: { value: decision.prompts } }],
    };
  }
  if (decision.kind === 'answer') {
    const { alternatives } = decision;
    const picked = alternatives[Math.min(alternatives.length - 1, Math.floor(random() * alternatives.length))]!;
    const messages = picked.flatMap((m) => {
      const r = botMessageSchema.safeParse(m);
      return r.success ? [r.data] : [];
    });
    if (messages.length) return { intent, outcome: 'answered', messages };
  }
  return { intent, outcome: 'unmatched', messages: [{ type: 'text', payload: { value: texts.fallback } }] };
}
