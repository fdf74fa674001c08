import { UnitMatcher } from '../../../shared/units';
import { CURRENCIES, PREFIXES } from '../../money/currencies';
import { lexicon as duration } from '../../duration/es/lexicon';
import { phrases } from '../../duration/phrases';
import { weekdayPairs, type TimeLexicon } from '../lexicon';

// Plurals after "los" ("a las 14:00 los viernes", "los sabados"): the next one.
const weekdays = phrases({ lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5, 'sabado|sabados': 6, 'domingo|domingos': 0 });
const weekdayAbbr = phrases({ lun: 1, mar: 2, mie: 3, jue: 4, vie: 5, sab: 6, dom: 0 });

export const lexicon: TimeLexicon = {
  currency: new UnitMatcher(CURRENCIES.es, { prefix: PREFIXES }),
  duration,
  dayFirst: true,
  hIs24: false,
  gluedH: 'interval',
  preps: phrases({
    // "tipo a las 10", "como a las 6": the chat's "about".
    'a las|a la|hacia las|hacia la|sobre las|sobre la|alrededor de las|a eso de las|a eso de la|para las|para la|desde las|tipo a las|tipo a la|tipo las|como a las|como a la':
      'time',
    'las|la': 'art',
    'el|el dia|para|para el|este|del|al|los': 'date',
    'en|en el mes de|durante|durante el|durante la|en la|en el': 'in',
  } as const),
  relDays: phrases({
    'hoy|el dia de hoy': 0,
    manana: 1,
    'pasado manana': 2,
    ayer: -1,
    'anteayer|antier|antes de ayer|antes de anoche': -2,
  }),
  now: phrases({ 'ahora|ahora mismo|ya mismo|en este momento|inmediatamente': true as const }),
  weekdays,
  months: phrases({
    'enero|ene': 1,
    'febrero|feb': 2,
    marzo: 3,
    'abril|abr': 4,
    mayo: 5,
    junio: 6,
    julio: 7,
    'agosto|ago': 8,
    'septiembre|setiembre|sept': 9,
    'octubre|oct': 10,
    'noviembre|nov': 11,
    'diciembre|dic': 12,
  }),
  seasons: phrases({
    'primavera|la primavera': 'spring',
    'verano|el verano': 'summer',
    'otono|el otono': 'autumn',
    'invierno|el invierno': 'winter',
  } as const),
  pods: phrases({
    // "x la tarde": the chat's "x" for "por"; "a la mañana" (Río de la Plata): the morning, not tomorrow.
    'la manana|por la manana|de la manana|en la manana|x la manana|a la manana': 'morning',
    'tarde|la tarde|por la tarde|de la tarde|en la tarde|x la tarde|a la tarde': 'afternoon',
    'noche|la noche|por la noche|de la noche|en la noche|x la noche|a la noche': 'night',
    'la madrugada|de la madrugada|por la madrugada': 'early',
    'media manana|a media manana': 'lateMorning',
    'primera hora de la tarde|a primera hora de la tarde': 'earlyAfternoon',
    'media tarde|a media tarde|ultima hora de la tarde|a ultima hora de la tarde': 'lateAfternoon',
  } as const),
  podsYesterday: phrases({ 'anoche|ayer noche': 'night' } as const),
  podsToday: phrases({
    'esta manana|toda la manana': 'morning',
    'esta tarde|toda la tarde': 'afternoon',
    'esta noche': 'night',
    'esta madrugada': 'early',
  } as const),
  fixedHours: phrases({
    'mediodia|el mediodia|medio dia|al mediodia|a mediodia|a medio dia': 12,
    'medianoche|la medianoche|a medianoche|a la medianoche': 0,
  }),
  // "a las 20 hs", "a las 9hs": the chat's "hs", "hrs" for "horas".
  hourWords: phrases({ 'hora|en punto': 12 as const, 'horas|hs|hrs': 24 as const }),
  clockHourWords: phrases({ 'horas|hs|hrs': true as const }),
  rangeLengthAfter:
    /(?:^|[^\p{L}])(?:dura|duran|durar|durara|duracion|tarda|tardan|tardar|tardara|tardo|tardamos|tardas|durante|lleva|llevan|llevar|necesita|necesitan|necesitas|necesito|dormir|duerme|duermo|dormimos|dormi|trabajar|trabaja|trabajo|esperar|espera|esperamos|reposar|cocer|hornear|unos|unas|aproximadamente|alrededor|cada|mas|menos)[ \u00a0]*$/u,
  minuteWords: phrases({
    'y media': 30,
    'y cuarto': 15,
    'menos cuarto': -15,
    'menos diez': -10,
    'menos veinte': -20,
    'menos cinco': -5,
    'y diez': 10,
    'y veinte': 20,
  }),
  minutePrefix: phrases({}),
  ordinal: /(?:ro|ero|o|\u00ba)(?![\p{L}\p{N}])/uy,
  firstDayOnlyOrdinal: true,
  rankedNoun:
    /^[ \u00a0]+(?:pisos?|plantas?|lugar|puesto|filas?|vez|veces|intentos?|vueltas?|edici[oó]n|aniversario|cumplea[nñ]os|siglo|puertas?|calles?|avenidas?|p[aá]ginas?|cap[ií]tulos?|episodios?|temporadas?|curso|grado|hij[oa]s?|pasos?|etapas?|nivel|and[eé]n|v[ií]as?|preguntas?|opci[oó]n|posici[oó]n)(?![\p{L}\p{N}])/u,
  of: phrases({ de: true as const, del: true as const }),
  shiftBefore: phrases({
    'este|esta|este proximo': 0,
    // "la prox semana": the chat's abbreviation.
    'proximo|proxima|el proximo|la proxima|prox|el prox|la prox|siguiente|el siguiente|la siguiente': 1,
    'ultimo|ultima|el ultimo|la ultima|pasado|el pasado': -1,
  } as const),
  // "la semana q viene": the chat's "q" for "que".
  shiftAfter: phrases({ 'que viene|q viene|proximo|proxima|siguiente|entrante': 1, 'pasado|pasada|anterior': -1 } as const),
  articles: phrases({ 'el|la|los|las': true as const }),
  decades: phrases({ 'anos|los anos|decada de los|la decada de los|decada de|la decada de': true, los: false }),
  grains: phrases({ 'semana|sem': 'week', mes: 'month', ano: 'year', 'fin de semana|finde|weekend': 'weekend' } as const),
  inWords: phrases({ 'en|dentro de|en unos|en unas|de aqui a': true as const }),
  agoAfter: phrases({ atras: true as const }),
  agoBefore: phrases({ hace: true as const }),
  fromNow: phrases({ 'despues|mas tarde|a partir de ahora': true as const }),
  intervalFrom: phrases({ 'de|del|desde|desde el': 'from', 'entre|entre el': 'between' } as const),
  intervalTo: phrases({ 'a|al|hasta|hasta el|-': true as const }),
  intervalAnd: phrases({ 'y|y el': true as const }),
  or: phrases({ 'o|u': true as const }),
  after: phrases({ 'despues de|despues del|a partir de|a partir del|luego de': 'after', desde: 'since' } as const),
  before: phrases({ 'antes de|antes del|hasta|hasta el|a mas tardar': true as const }),
  nth: phrases({
    'primer|primero|primera|1er|1o|1a|1\u00ba|1\u00aa': 1,
    'segundo|segunda|2o|2a|2\u00ba|2\u00aa': 2,
    'tercer|tercero|tercera|3er|3o|3a|3\u00ba|3\u00aa': 3,
    'cuarto|cuarta|4o|4a|4\u00ba|4\u00aa': 4,
    'quinto|quinta|5o|5a|5\u00ba|5\u00aa': 5,
    'ultimo|ultima': -1,
  }),
  dayWord: phrases({ dia: true as const }),
  nthOf: phrases({ 'de|del': true as const }),
  weekdayAbbr,
  weekdayAbbrNotAfter: /(?:^|[^\p{L}])(?:(?:el|del|al)[ \u00a0]+mar|yo[ \u00a0]+\p{L}+)$/u,
  weekdayAbbrAfter: /(?:^|[^\p{L}])el[ \u00a0]+$/u,
  weekdayPairs: weekdayPairs(weekdays, weekdayAbbr),
  weekdayDay: true,
  // Spain's rules where countries differ (Día de la Madre, Día del Padre); Acción de Gracias is the United States'.
  holidays: phrases({
    'navidad|la navidad|dia de navidad|el dia de navidad': 'christmas',
    'nochebuena|la nochebuena|noche buena|la noche buena': 'christmasEve',
    'nochevieja|la nochevieja|noche vieja|la noche vieja': 'newYearsEve',
    'ano nuevo|el ano nuevo|dia de ano nuevo|el dia de ano nuevo|el primero de ano': 'newYearsDay',
    'dia de reyes|el dia de reyes|la epifania|epifania|el dia de la epifania': 'epiphany',
    'la noche de reyes|noche de reyes|la vispera de reyes': 'epiphanyEve',
    'pascua|la pascua|domingo de pascua|el domingo de pascua|domingo de resurreccion|el domingo de resurreccion|pascua de resurreccion|la pascua de resurreccion':
      'easter',
    'lunes de pascua|el lunes de pascua': 'easterMonday',
    'viernes santo|el viernes santo': 'goodFriday',
    'jueves santo|el jueves santo': 'holyThursday',
    'sabado santo|el sabado santo|sabado de gloria|el sabado de gloria': 'holySaturday',
    'domingo de ramos|el domingo de ramos': 'palmSunday',
    'semana santa|la semana santa': 'holyWeek',
    'miercoles de ceniza|el miercoles de ceniza': 'ashWednesday',
    'martes de carnaval|el martes de carnaval': 'shroveTuesday',
    'ascension|la ascension|dia de la ascension|el dia de la ascension': 'ascension',
    'pentecostes|domingo de pentecostes|el domingo de pentecostes': 'pentecost',
    'lunes de pentecostes|el lunes de pentecostes': 'whitMonday',
    'corpus christi|el corpus christi': 'corpusChristi',
    'halloween|la noche de halloween': 'halloween',
    'san valentin|el dia de san valentin|dia de san valentin|dia de los enamorados|el dia de los enamorados': 'valentines',
    'dia de la madre|el dia de la madre': 'mothersDaySpain',
    'dia del padre|el dia del padre': 'fathersDaySpain',
    'accion de gracias|dia de accion de gracias|el dia de accion de gracias|thanksgiving': 'thanksgiving',
    'black friday|el black friday': 'blackFriday',
    'todos los santos|el dia de todos los santos|dia de todos los santos': 'allSaints',
    'dia de muertos|el dia de muertos|dia de los muertos|el dia de los muertos|dia de difuntos|el dia de difuntos': 'allSouls',
    'dia de la hispanidad|el dia de la hispanidad|el dia del pilar|dia del pilar': 'hispanicDay',
    'dia de la constitucion|el dia de la constitucion': 'constitutionSpain',
    'la inmaculada|dia de la inmaculada|el dia de la inmaculada|la inmaculada concepcion': 'immaculateConception',
    'dia del trabajo|el dia del trabajo|dia del trabajador|el dia del trabajador': 'labourDay',
    'la noche de san juan|noche de san juan|la verbena de san juan': 'stJohnsEve',
    'el dia de san juan|dia de san juan': 'stJohn',
    'el dia de san jose|dia de san jose': 'stJoseph',
    'dia de san patricio|el dia de san patricio|san patricio': 'stPatricks',
    'el dia de la asuncion|dia de la asuncion': 'assumption',
  } as const),
  holidayNouns: phrases({}),
  greetings: phrases({ 'feliz|felices|prospero|buen|buena|buenas': true as const }),
  notTimes: phrases({
    'papa noel|arbol de navidad|arboles de navidad|regalo de navidad|regalos de navidad|cesta de navidad|cestas de navidad|mercado de navidad|mercadillo de navidad|cena de navidad|comida de navidad|cancion de navidad|canciones de navidad|loteria de navidad|luces de navidad|tarjeta de navidad|tarjetas de navidad|pelicula de navidad|peliculas de navidad|vacaciones de navidad|fiesta de navidad|cena de nochebuena|uvas de nochevieja|fiesta de nochevieja|cena de nochevieja|huevo de pascua|huevos de pascua|conejo de pascua|conejito de pascua|mona de pascua|isla de pascua|vacaciones de semana santa|vacaciones de pascua|procesion de semana santa|procesiones de semana santa|roscon de reyes|regalo de reyes|regalos de reyes|cabalgata de reyes|disfraz de halloween|disfraces de halloween|fiesta de halloween|calabaza de halloween|regalo de san valentin|la ascension al|la ascension del|ascension al|ascension del':
      true as const,
  }),
  offsetWords: phrases({ 'despues de|despues del|luego de|luego del': 1, 'antes de|antes del': -1 }),
  dayOffsets: phrases({
    'el dia despues de|el dia despues del|al dia siguiente de|al dia siguiente del|el dia siguiente a|el dia siguiente al': 1,
    'el dia antes de|el dia antes del|la vispera de|la vispera del|vispera de|vispera del|en la vispera de': -1,
  }),
  partOf: phrases({
    'principios de|principios del|a principios de|a principios del|comienzos de|a comienzos de|a comienzos del|inicios de|a inicios de|al principio de|al principio del|al comienzo de|al comienzo del':
      'early',
    'mediados de|mediados del|a mediados de|a mediados del|a mitad de|a mitad del|a la mitad de|a la mitad del': 'mid',
    'finales de|finales del|a finales de|a finales del|fines de|a fines de|a fines del|al final de|al final del|final de|final del|fin de|fin del|a fin de|a fin del':
      'late',
  } as const),
  partGlued: phrases({}),
};
