import { currencyRows as cur, lines, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: cur(`
    puedo pagar en dólares | dólares | $
    en euros por favor | euros | €
    aceptan libras | libras | £
    en USD | USD | $
    precios en EUR | EUR | €
    cuánto es en yenes | yenes | ¥
    tengo euros y dólares | euros | € || dólares | $
    convertir a GBP | GBP | £
    el signo € | € | €
    el signo $ | $ | $
    francos suizos | francos suizos | CHF
    dólares canadienses | dólares canadienses | CAD
    rupias | rupias | ₹
    aceptamos bitcoin | bitcoin | BTC
    una moneda de euro | euro | €
    un billete de dólar | dólar | $
    pesos o dólares | pesos | $ || dólares | $
    pagar en Euros | Euros | €
    el yuan | yuan | CNY
    dólares australianos | dólares australianos | AUD
    solo CHF | CHF | CHF
    importes en JPY | JPY | ¥
    el dólar sube | dólar | $
    cambiar euros | euros | €
    la libra esterlina | libra esterlina | £
    aceptan USD | USD | $
    cambiar mis euros a libras | euros | € || libras | £
    bitcoins | bitcoins | BTC
    la zona euro | euro | €
    dólares | dólares | $
    en libras o en euros | libras | £ || euros | €
    en pesos mexicanos | pesos | $
    MXN | MXN | MXN
    el yen baja | yen | ¥
    precio en £ | £ | £
    el rmb | rmb | CNY
    los billetes en euros | euros | €
    un franco suizo | franco suizo | CHF
    en GBP | GBP | £
    el precio del dólar | dólar | $
  `),
  negatives: lines(`
    hola
    tengo 3 gatos
    centavos
    el centro
  `),
};
