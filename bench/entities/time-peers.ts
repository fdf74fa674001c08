/**
 * Times and durations against peers on the same sentences in the same run:
 * our extractor (time + duration only) vs chrono-node (en/fr/es parsers) vs Microsoft
 * Recognizers-Text date-time model. Prints sentences/s, p50, p99 per engine and the ratios.
 * Run alone: `npx tsx bench/entities/time-peers.ts`; bench/entities/run.ts calls benchTimePeers().
 */
import * as chrono from 'chrono-node';
import { Culture, DateTimeRecognizer } from '@microsoft/recognizers-text-date-time';
import { Extractor } from '../../libs/extractors/src/engine';
import type { Lang } from '../../libs/extractors/src/types';

const SENTENCES: Record<Lang, string[]> = {
  en: [
    'can we meet tomorrow at 3pm?', 'the day after tomorrow', "what's the weather today?", 'next Monday at 10am',
    'book a table for Friday at 8pm please', 'from 3 to 5pm', 'between Monday and Wednesday', 'I will be there in 2 hours',
    'call me in three days', 'last week was busy', 'March 3rd at noon', 'on 3/3/2027', 'the meeting is at 2027-03-03T10:00',
    'this weekend', 'tomorrow morning', 'after 5pm', 'before Friday', 'it takes an hour and a half', 'the flight lasts 11 hours',
    'see you next week', 'in half an hour', '3 days ago', 'at midnight', 'this summer', 'from 9am to 11am tomorrow',
    'I have 5 apples', 'May I help you?', 'on the 20th at 7 in the evening', 'quarter to 6', 'December 25th, 2027',
    'remind me in 45 minutes', 'next month', 'yesterday at 6pm', 'tonight at 9',
  ],
  fr: [
    'on se voit demain à 15h ?', 'après-demain', "quel temps fait-il aujourd'hui ?", 'lundi prochain à 10h',
    'je voudrais réserver pour vendredi à 20h', 'de 9h à 11h', 'du lundi au mercredi', 'je serai là dans 2 heures',
    'rappelle-moi dans trois jours', 'la semaine dernière', 'le 3 mars à midi', 'le 3/3/2027', 'ce week-end', 'demain matin',
    'après 18h', 'avant vendredi', 'ça prend une heure et demie', 'le vol dure 11 heures', 'la semaine prochaine',
    'dans une demi-heure', 'il y a 3 jours', 'à minuit', 'cet été', 'du 3 au 5 mars', "j'ai 5 pommes",
    'Mars est une planète', 'à 5 heures du soir', 'le 25 décembre 2027', 'dans 45 minutes', 'le mois prochain',
    'hier à 18h', 'ce soir à 21h', 'à partir de demain',
  ],
  es: [
    '¿nos vemos mañana a las 3 de la tarde?', 'pasado mañana', '¿qué tiempo hace hoy?', 'el próximo lunes a las 10',
    'quiero reservar para el viernes a las 8 de la noche', 'de 9 a 11 de la mañana', 'del lunes al miércoles',
    'estaré allí en 2 horas', 'llámame en tres días', 'la semana pasada', 'el 3 de marzo a mediodía', 'el 3/3/2027',
    'este fin de semana', 'mañana por la mañana', 'después de las 6 de la tarde', 'antes del viernes',
    'tarda una hora y media', 'el vuelo dura 11 horas', 'la semana que viene', 'en media hora', 'hace 3 días',
    'a medianoche', 'este verano', 'del 3 al 5 de marzo', 'tengo 5 manzanas', 'buenas tardes', 'entre las 3 y las 5',
    'el 25 de diciembre de 2027', 'dentro de 45 minutos', 'el mes que viene', 'ayer a las 6 de la tarde',
    'esta noche a las 9', 'a partir del lunes',
  ],
};

interface Stats {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
}

const REF = Date.UTC(2026, 10, 17, 9, 30);
const ROUNDS = 30;

function measure(name: string, run: (lang: Lang, s: string) => unknown): Stats {
  const all = (Object.keys(SENTENCES) as Lang[]).flatMap((l) => SENTENCES[l].map((s) => [l, s] as const));
  for (const [l, s] of all) run(l, s); // warm-up: lazy models and JIT
  const times: number[] = [];
  const t0 = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    for (const [l, s] of all) {
      const a = performance.now();
      run(l, s);
      times.push(performance.now() - a);
    }
  }
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  return {
    name,
    perSecond: (all.length * ROUNDS) / (total / 1000),
    p50: times[Math.floor(times.length * 0.5)]!,
    p99: times[Math.floor(times.length * 0.99)]!,
  };
}

/** Runs the comparison and prints one line per engine; returns the figures. */
export function benchTimePeers(): Stats[] {
  const ours = new Extractor({});
  const chronos = { en: chrono.en.casual, fr: chrono.fr.casual, es: chrono.es.casual };
  const cultures = { en: Culture.English, fr: Culture.French, es: Culture.Spanish };
  const models = Object.fromEntries(
    (Object.keys(cultures) as Lang[]).map((l) => [l, new DateTimeRecognizer(cultures[l]).getDateTimeModel()]),
  ) as Record<Lang, ReturnType<DateTimeRecognizer['getDateTimeModel']>>;
  const refDate = new Date(REF);
  const results = [
    measure('parley time+duration', (lang, s) =>
      ours.extract(s, { lang, dimensions: ['time', 'duration'], referenceTime: REF, timezone: 'Europe/Paris' }),
    ),
    measure('chrono-node', (lang, s) => chronos[lang].parse(s, refDate)),
    measure('recognizers-text date-time', (lang, s) => models[lang].parse(s, refDate)),
  ];
  const base = results[0]!;
  console.log(`\ntime/duration vs peers (${Object.values(SENTENCES).flat().length} sentences en/fr/es x ${ROUNDS} rounds)`);
  for (const r of results) {
    const ratio = r === base ? '' : `  (parley is ${(r.p50 / base.p50).toFixed(1)}x faster at p50, ${(base.perSecond / r.perSecond).toFixed(1)}x throughput)`;
    console.log(
      `  ${r.name.padEnd(28)} ${r.perSecond.toFixed(0).padStart(8)} sentences/s  p50 ${(r.p50 * 1000).toFixed(1).padStart(7)} µs  p99 ${(r.p99 * 1000).toFixed(1).padStart(8)} µs${ratio}`,
    );
  }
  return results;
}

if (process.argv[1] && /time-peers\.ts$/.test(process.argv[1])) benchTimePeers();
