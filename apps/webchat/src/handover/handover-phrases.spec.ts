import { describe, expect, it } from 'vitest';
import { asksForPerson } from './handover-phrases';

describe('built-in phrases asking for a person', () => {
  it('recognises several phrasings per language, with typos, accents and punctuation', () => {
    const yes: [string, 'en' | 'fr' | 'es'][] = [
      ['talk to a human', 'en'],
      ['Can I speak to an agent, please?', 'en'],
      ['I want to talk with a real person', 'en'],
      ['connect me to an operator', 'en'],
      ['HUMAN!!', 'en'],
      ['speek to a humen', 'en'],
      ['representative please', 'en'],
      ['parler à un conseiller', 'fr'],
      ['Je voudrais parler a quelqu’un', 'fr'],
      ['je veux un humain', 'fr'],
      ['Puis-je parler à une personne ?', 'fr'],
      ['hablar con una persona', 'es'],
      ['Quiero hablar con un agente por favor', 'es'],
      ['pásame con un asesor', 'es'],
      ['talk to a human', 'fr'],
    ];
    for (const [text, lang] of yes) expect(asksForPerson(text, lang), `${lang}: ${text}`).toBe(true);
  });

  it('leaves questions that merely name a person to the bot', () => {
    const no: [string, 'en' | 'fr' | 'es'][] = [
      ['What are your opening hours?', 'en'],
      ['Does the agent fee apply to my order?', 'en'],
      ['How many persons can stay in the room?', 'en'],
      ['quels sont vos horaires ?', 'fr'],
      ['¿Cuánto cuesta el envío?', 'es'],
      ['', 'en'],
    ];
    for (const [text, lang] of no) expect(asksForPerson(text, lang), `${lang}: ${text}`).toBe(false);
  });
});
