import type { Language } from '@parley/contracts';
import type { BotMessage } from '@parley/contracts';
import { botMessageSchema } from '@parley/contracts/schemas';
import type { FaqMatch } from './faq-classifier';
import { FAQ_TEXTS } from './faq-texts';

export interface FaqReply {
  messages: BotMessage[];
  /** Best match, for botmeter. */
  intent: { name: string; score: number } | null;
}

/**
 * The FAQ bot's rule: several matches (a real tie) -> quick replies of their resolve prompts;
 * one QnA -> one random alternative of its answers; nothing usable -> the fallback text.
 * Stored messages that are not valid bot messages (rows written before the trainer checked answers
 * on write) are skipped rather than sent broken; an answer left with none falls back.
 */
export function faqReply(matches: FaqMatch[], lang: Language, random: () => number = Math.random): FaqReply {
  const texts = FAQ_TEXTS[lang] ?? FAQ_TEXTS.en;
  const best = matches[0];
  const intent = best ? { name: best.label, score: best.probability } : null;
  if (matches.length > 1) {
    const prompts = [...new Set(matches.map((m) => (m.resolvePrompt || m.label).trim()).filter(Boolean))];
    if (prompts.length > 1) {
      return { intent, messages: [{ type: 'text', payload: { value: texts.choose } }, { type: 'quickreplies', payload: { value: prompts } }] };
    }
  }
  const alternatives = (best?.answers ?? []).filter((a) => Array.isArray(a) && a.length > 0);
  if (alternatives.length) {
    const picked = alternatives[Math.min(alternatives.length - 1, Math.floor(random() * alternatives.length))]!;
    const messages = picked.flatMap((m) => {
      const r = botMessageSchema.safeParse(m);
      return r.success ? [r.data] : [];
    });
    if (messages.length) return { intent, messages };
  }
  return { intent, messages: [{ type: 'text', payload: { value: texts.fallback } }] };
}
