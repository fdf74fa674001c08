import type { AppEntityMatch } from './classification';
import type { BotMessage } from './index';

/**
 * Answer templates of the FAQ bot: a QnA's answer may name the App entities of the visitor's message.
 *
 * - `{{entity.plan}}` (or `{{entity.plan.value}}`): the canonical value of the first `plan` found in
 *   the message (the earliest in it);
 * - `{{entity.plan.body}}`: the words that named it, as the visitor wrote them;
 * - `{{entity.plan|a default}}` (either form): `a default` when the message names no `plan`.
 *
 * A `plan` not found, without a default, renders as nothing, and the space before it goes with it
 * ("We have {{entity.plan}} plans" reads "We have plans"). Anything else between `{{ }}` is left as
 * written. The webchat's FAQ bot renders its answers so, and the portal's try-it shows them so.
 */
const TEMPLATE = /\{\{\s*entity\.([a-z][a-z0-9_-]*)(?:\.(value|body))?\s*(?:\|([^{}]*))?\}\}/gi;

/** Whether `text` names an App entity in a template (what is worth extracting the entities for). */
export function hasEntityTemplates(text: string): boolean {
  return new RegExp(TEMPLATE.source, 'i').test(text);
}

/** `text` with its entity templates filled from `entities` (the App entities of the visitor's message). */
export function renderEntityTemplates(text: string, entities: readonly AppEntityMatch[]): string {
  if (!text.includes('{{')) return text;
  let out = '';
  let last = 0;
  for (const m of text.matchAll(TEMPLATE)) {
    const [whole, name, part, fallback] = m;
    out += text.slice(last, m.index);
    last = m.index + whole.length;
    const found = firstOf(entities, name!.toLowerCase());
    const value = found ? (part?.toLowerCase() === 'body' ? found.body : (found.values[0]?.value ?? found.body)) : (fallback?.trim() ?? '');
    if (value) {
      out += value;
      continue;
    }
    // Nothing to say: the placeholder goes, and the space that set it apart with it.
    const next = text.slice(last);
    if (/[ \t]$/.test(out) && (next === '' || /^[\s.,;:!?)\]…]/.test(next))) out = out.replace(/[ \t]+$/, '');
    else if ((out === '' || /[\n(]$/.test(out)) && /^[ \t]/.test(next)) last += /^[ \t]+/.exec(next)![0].length;
  }
  return out + text.slice(last);
}

/** The earliest App entity of that type in the message. */
function firstOf(entities: readonly AppEntityMatch[], dim: string): AppEntityMatch | undefined {
  let best: AppEntityMatch | undefined;
  for (const e of entities) if (e.dim === dim && (!best || e.start < best.start)) best = e;
  return best;
}

/**
 * A bot message with the templates of its visible text filled: a text's value, quick replies (one
 * left empty is dropped), the text of buttons, cards' titles and subtitles, tables' labels and cells,
 * a picture's description. Addresses (links, pictures) and postback values are never changed. What
 * comes out may no longer be a valid message (a text left empty): the sender checks it again.
 */
export function renderMessageTemplates(message: BotMessage, entities: readonly AppEntityMatch[]): BotMessage {
  const r = (s: string) => renderEntityTemplates(s, entities);
  const action = <A extends { text: string }>(a: A): A => ({ ...a, text: r(a.text) });
  switch (message.type) {
    case 'text':
      return { ...message, payload: { ...message.payload, value: r(message.payload.value) } };
    case 'quickreplies':
      return { ...message, payload: { ...message.payload, value: message.payload.value.map(r).filter((v) => v.trim() !== '') } };
    case 'actions':
      return { ...message, payload: { ...message.payload, value: message.payload.value.map(action) } };
    case 'cards':
      return {
        ...message,
        payload: {
          ...message.payload,
          value: message.payload.value.map((c) => ({ ...c, title: r(c.title), ...(c.subtitle === undefined ? {} : { subtitle: r(c.subtitle) }), actions: c.actions.map(action) })),
        },
      };
    case 'table': {
      const { schema, rows } = message.payload.value;
      return {
        ...message,
        payload: {
          ...message.payload,
          value: {
            schema: schema.map((col) => ({ ...col, label: r(col.label) })),
            rows: rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, r(v)]))),
          },
        },
      };
    }
    case 'image':
      return { ...message, payload: { ...message.payload, value: { ...message.payload.value, alt: r(message.payload.value.alt) } } };
    default:
      return message;
  }
}
