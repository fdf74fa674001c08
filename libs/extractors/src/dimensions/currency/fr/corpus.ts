import { currencyRows as cur, lines, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: cur(`
    je peux payer en dollars | dollars | $
    en euros svp | euros | €
    vous prenez les livres sterling | livres sterling | £
    en USD | USD | $
    prix en EUR | EUR | €
    combien en yens | yens | ¥
    j'ai des euros et des dollars | euros | € || dollars | $
    convertir en GBP | GBP | £
    le signe € | € | €
    le signe $ | $ | $
    des francs suisses | francs suisses | CHF
    des dollars canadiens | dollars canadiens | CAD
    des roupies | roupies | ₹
    bitcoin accepté | bitcoin | BTC
    une pièce d'un euro | euro | €
    un billet d'un dollar | dollar | $
    pesos ou dollars | pesos | $ || dollars | $
    payer en Euros | Euros | €
    le yuan | yuan | CNY
    dollars australiens | dollars australiens | AUD
    CHF uniquement | CHF | CHF
    montants en JPY | JPY | ¥
    le dollar monte | dollar | $
    changer des euros | euros | €
    la livre sterling | livre sterling | £
    vous acceptez les USD | USD | $
    changer mes euros en dollars | euros | € || dollars | $
    des bitcoins | bitcoins | BTC
    la zone euro | euro | €
    dollars | dollars | $
    en dollars ou en euros | dollars | $ || euros | €
    MXN | MXN | MXN
    le yen baisse | yen | ¥
    prix en £ | £ | £
    taux de la roupie | roupie | ₹
    le rmb | rmb | CNY
    les billets en euros | euros | €
    un franc suisse | franc suisse | CHF
    en GBP svp | GBP | £
    le cours du dollar | dollar | $
  `),
  negatives: lines(`
    bonjour
    j'ai 3 chats
    j'ai lu des livres
    cent personnes
  `),
};
