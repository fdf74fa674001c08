import { hasEntityTemplates, renderMessageTemplates, type AppEntityMatch } from '@parley/contracts';
import { botMessageSchema } from '@parley/contracts/schemas';
import type { FaqReply } from './faq-reply';

/**
 * A QnA answer's entity templates filled with the App entities of the visitor's message
 * (`{{entity.plan}}`, `{{entity.plan.body}}`, `{{entity.plan|a default}}`: renderEntityTemplates of
 * libs/contracts, which the portal's try-it shows too). The entities are looked for only when the
 * answer picked has a template. A message the templates leave invalid (a text left empty) is not
 * sent; an answer left with none gets the fallback text, as an answer with nothing to send does.
 */
export async function fillEntityTemplates(reply: FaqReply, entities: () => Promise<AppEntityMatch[]>, fallback: string): Promise<FaqReply> {
  if (reply.outcome !== 'answered' || !reply.messages.some((m) => hasEntityTemplates(JSON.stringify(m)))) return reply;
  const found = await entities();
  const messages = reply.messages.flatMap((m) => {
    const r = botMessageSchema.safeParse(renderMessageTemplates(m, found));
    return r.success ? [r.data] : [];
  });
  if (messages.length) return { ...reply, messages };
  return { ...reply, outcome: 'unmatched', messages: [{ type: 'text', payload: { value: fallback } }] };
}
