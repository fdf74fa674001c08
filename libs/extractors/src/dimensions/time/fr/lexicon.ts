import { UnitMatcher } from '../../../shared/units';
import { CURRENCIES, PREFIXES } from '../../money/currencies';
import { lexicon as duration } from '../../duration/fr/lexicon';
import { phrases } from '../../duration/phrases';
import { gluedMonths, weekdayPairs, type TimeLexicon } from '../lexicon';

const months = phrases({
  'janvier|janv': 1,
  'fevrier|fevr': 2,
  mars: 3,
  'avril|avr': 4,
  mai: 5,
  juin: 6,
  'juillet|juil': 7,
  aout: 8,
  'septembre|sept': 9,
  'octobre|oct': 10,
  'novembre|nov': 11,
  'decembre|dec': 12,
});

const weekdays = phrases({ lundi: 1, mardi: 2, mercredi: 3, jeudi: 4, vendredi: 5, samedi: 6, dimanche: 0 });
const weekdayAbbr = phrases({ lun: 1, mar: 2, mer: 3, jeu: 4, ven: 5, sam: 6, dim: 0 });

export const lexicon: TimeLexicon = {
  currency: new UnitMatcher(CURRENCIES.fr, { prefix: PREFIXES }),
  duration,
  dayFirst: true,
  hIs24: true,
  gluedH: 'always',
  preps: phrases({
    'a|vers|vers les|aux alentours de|autour de|sur les': 'time',
    // "pour 20h" is a time by its "h"; "une table pour 4" is not one.
    'le|pour|pour le|ce|du|au|l': 'date',
    'en|au mois de|au mois d|pendant|pendant l|durant|durant l|au cours de': 'in',
  } as const),
  relDays: phrases({
    'aujourd hui|auj|ajd': 0,
    // Chat abbreviations: "dem.", "dmn", "2main".
    'demain|dem|dmn|2main': 1,
    'apres-demain|apres demain|le surlendemain': 2,
    hier: -1,
    'avant-hier|avant hier': -2,
  }),
  now: phrases({ 'maintenant|mtn|tout de suite|tt de suite|immediatement|en ce moment|actuellement': true as const }),
  weekdays,
  months,
  seasons: phrases({
    'printemps|le printemps': 'spring',
    'ete|l ete': 'summer',
    'automne|l automne': 'autumn',
    'hiver|l hiver': 'winter',
  } as const),
  pods: phrases({
    'matin|le matin|du matin|matinee|la matinee|dans la matinee': 'morning',
    'apres-midi|l apres-midi|de l apres-midi|dans l apres-midi|aprem|l aprem|de l aprem|dans l aprem': 'afternoon',
    'soir|le soir|du soir|soiree|la soiree|dans la soiree': 'evening',
    'nuit|la nuit|de la nuit|dans la nuit': 'night',
    'le dejeuner|dejeuner|la pause dejeuner|la pause dej|la pause de midi': 'lunch',
    'fin de matinee|en fin de matinee': 'lateMorning',
    'debut d apres-midi|en debut d apres-midi|debut d apres midi|en debut d apres midi|debut d aprem|en debut d aprem': 'earlyAfternoon',
    'fin d apres-midi|en fin d apres-midi|fin d apres midi|en fin d apres midi|fin d aprem|en fin d aprem|fin de journee|en fin de journee':
      'lateAfternoon',
  } as const),
  podsYesterday: phrases({ 'la nuit derniere': 'night' } as const),
  podsToday: phrases({
    'ce matin|cette matinee|toute la matinee|tout le matin': 'morning',
    'cet apres-midi|cet aprem|cet apres midi|tout l apres-midi|tout l apres midi': 'afternoon',
    'ce soir|cette soiree|ce soir-la|toute la soiree': 'evening',
    'cette nuit': 'night',
  } as const),
  fixedHours: phrases({ midi: 12, minuit: 0 }),
  hourWords: phrases({ 'heure|heures': 24 as const }),
  clockHourWords: phrases({ heures: true as const }),
  rangeLengthAfter:
    /(?:^|[^\p{L}])(?:dure|durent|durer|durera|duree|pendant|attendu|attendre|attends|attend|attente|mis|mettre|met|mets|faut|faudra|compter|comptez|compte|sous|environ|plus|moins|dormir|dormi|dors|dort|travaille|travailler|roule|prend|prendre|prevoir|prevoyez|reste|encore|chaque)[ \u00a0]*$/u,
  minuteWords: phrases({
    'et demie|et demi': 30,
    'et quart': 15,
    'moins le quart|moins quart': -15,
    'moins dix': -10,
    'moins vingt': -20,
    'moins cinq': -5,
  }),
  minutePrefix: phrases({}),
  ordinal: /(?:er|ere|e|eme)(?![\p{L}\p{N}])/uy,
  firstDayOnlyOrdinal: true,
  rankedNoun:
    /^[ \u00a0]+(?:[eé]tages?|places?|rangs?|rang[eé]es?|fois|essais?|tours?|[eé]ditions?|anniversaires?|si[eè]cles?|portes?|rues?|avenues?|arrondissements?|pages?|chapitres?|[eé]pisodes?|saisons?|classes?|enfants?|[eé]tapes?|niveaux?|quais?|voies?|questions?|options?|positions?|sous-sol)(?![\p{L}\p{N}])/u,
  of: phrases({}),
  shiftBefore: phrases({
    'ce|cet|cette': 0,
    'le prochain|la prochaine|prochain|prochaine': 1,
    'le dernier|la derniere|dernier|derniere': -1,
  } as const),
  // "la semaine pro", "lundi proch.": chat abbreviations of "prochain(e)".
  shiftAfter: phrases({ 'prochain|prochaine|pro|proch|qui vient|d apres': 1, 'dernier|derniere|passe|passee|d avant': -1, ci: 0 } as const),
  articles: phrases({ 'le|la|l|les': true as const }),
  decades: phrases({ 'annees|les annees|des annees|dans les annees': true }),
  grains: phrases({
    // "la sem pro", "ce we": the chat's abbreviations.
    'semaine|semaine-ci|sem': 'week',
    'mois|mois-ci': 'month',
    'annee|an|annee-ci': 'year',
    'week-end|weekend|week end|fin de semaine|we': 'weekend',
  } as const),
  // "ds 10 min": the chat's "ds" for "dans".
  inWords: phrases({ 'dans|ds|d ici|d ici a': true as const }),
  agoAfter: phrases({}),
  agoBefore: phrases({ 'il y a|ya|y a': true as const }),
  fromNow: phrases({ 'plus tard|a partir de maintenant': true as const }),
  intervalFrom: phrases({ 'de|du|des|depuis': 'from', 'entre|entre le': 'between' } as const),
  intervalTo: phrases({ 'a|au|aux|jusqu a|jusqu au|-': true as const }),
  intervalAnd: phrases({ 'et|et le': true as const }),
  or: phrases({ ou: true as const }),
  after: phrases({ 'apres|a partir de|a partir d|a partir du|des|plus tard que|pas avant': 'after', depuis: 'since' } as const),
  before: phrases({ 'avant|jusqu a|jusqu au|jusque|au plus tard|pas apres|d ici': true as const }),
  nth: phrases({
    'premier|premiere|1er|1re|1ere': 1,
    'deuxieme|second|seconde|2e|2eme|2nd|2nde': 2,
    'troisieme|3e|3eme': 3,
    'quatrieme|4e|4eme': 4,
    'cinquieme|5e|5eme': 5,
    'dernier|derniere': -1,
  }),
  dayWord: phrases({ jour: true as const }),
  nthOf: phrases({ 'de|d|du': true as const }),
  weekdayAbbr,
  weekdayAbbrNotAfter: /(?:^|[^\p{L}])(?:je|tu|il|elle|on|nous|vous|ils|elles|le|la|les)[ \u00a0]+\p{L}+$/u,
  weekdayPairs: weekdayPairs(weekdays, weekdayAbbr),
  weekdayDay: true,
  // France's rules where countries differ (fête des mères, fête nationale); Thanksgiving is the United States'.
  holidays: phrases({
    'noel|la noel|le jour de noel|jour de noel': 'christmas',
    'le reveillon de noel|reveillon de noel|la nuit de noel': 'christmasEve',
    'nouvel an|le nouvel an|jour de l an|le jour de l an|le premier de l an|premier de l an|le 1er de l an': 'newYearsDay',
    'la saint-sylvestre|saint-sylvestre|la saint sylvestre|saint sylvestre|le reveillon du nouvel an|reveillon du nouvel an|le reveillon de la saint-sylvestre|le reveillon du jour de l an':
      'newYearsEve',
    'paques|le dimanche de paques|dimanche de paques|le jour de paques': 'easter',
    'le lundi de paques|lundi de paques': 'easterMonday',
    'vendredi saint|le vendredi saint': 'goodFriday',
    'jeudi saint|le jeudi saint': 'holyThursday',
    'samedi saint|le samedi saint': 'holySaturday',
    'dimanche des rameaux|le dimanche des rameaux|les rameaux': 'palmSunday',
    'semaine sainte|la semaine sainte': 'holyWeek',
    'mercredi des cendres|le mercredi des cendres': 'ashWednesday',
    'mardi gras|le mardi gras': 'shroveTuesday',
    'ascension|l ascension|jeudi de l ascension|le jeudi de l ascension': 'ascension',
    'pentecote|la pentecote|le dimanche de pentecote|dimanche de pentecote': 'pentecost',
    'lundi de pentecote|le lundi de pentecote': 'whitMonday',
    halloween: 'halloween',
    'saint-valentin|la saint-valentin|saint valentin|la saint valentin|la fete des amoureux': 'valentines',
    'fete des meres|la fete des meres': 'mothersDayFrance',
    'fete des peres|la fete des peres': 'fathersDay',
    thanksgiving: 'thanksgiving',
    'black friday': 'blackFriday',
    'fete nationale|la fete nationale': 'bastille',
    'toussaint|la toussaint': 'allSaints',
    'jour des morts|le jour des morts|la fete des morts': 'allSouls',
    'armistice|l armistice|le jour de l armistice': 'armistice',
    'fete du travail|la fete du travail|la fete du muguet': 'labourDay',
    'epiphanie|l epiphanie|fete des rois|la fete des rois|le jour des rois': 'epiphany',
    'chandeleur|la chandeleur': 'candlemas',
    'assomption|l assomption': 'assumption',
    'fete de la musique|la fete de la musique': 'musicDay',
    'la saint-jean|la saint jean': 'stJohn',
    'la saint-patrick|la saint patrick': 'stPatricks',
  } as const),
  holidayNouns: phrases({}),
  greetings: phrases({ 'joyeux|joyeuse|joyeuses|bon|bonne|bonnes': true as const }),
  notTimes: phrases({
    'pere noel|papa noel|sapin de noel|arbre de noel|cadeau de noel|cadeaux de noel|marche de noel|marches de noel|chant de noel|chants de noel|buche de noel|carte de noel|cartes de noel|conte de noel|film de noel|films de noel|pull de noel|decorations de noel|repas de noel|diner de noel|fete de noel|vacances de noel|oeuf de paques|oeufs de paques|lapin de paques|cloches de paques|chocolats de paques|vacances de paques|ile de paques|vacances de la toussaint|soiree d halloween|fete d halloween|costume d halloween|bonbons d halloween|cadeau de la saint-valentin|cadeau pour la fete des meres|cadeau pour la fete des peres|l ascension du|l ascension de|ascension du|ascension de':
      true as const,
  }),
  offsetWords: phrases({ apres: 1, avant: -1 }),
  dayOffsets: phrases({
    'le lendemain de|le lendemain du|le lendemain d|lendemain de|lendemain du|au lendemain de|au lendemain du': 1,
    'la veille de|la veille du|la veille d|veille de|veille du|a la veille de|a la veille du': -1,
    'le surlendemain de|le surlendemain du': 2,
    'l avant-veille de|l avant-veille du|l avant veille de': -2,
  }),
  partOf: phrases({
    'debut|debut de|debut du|debut d|au debut de|au debut du|au debut d|en debut de|en debut d|le debut de|le debut du|des le debut de':
      'early',
    'milieu de|milieu du|au milieu de|au milieu du|au milieu d|le milieu de|le milieu du|en milieu de|vers le milieu de': 'mid',
    'fin|fin de|fin du|fin d|a la fin de|a la fin du|a la fin d|en fin de|en fin d|la fin de|la fin du|la fin d|vers la fin de|vers la fin du':
      'late',
  } as const),
  partGlued: gluedMonths('mi-', 'mid', months, {
    'mi-semaine': { part: 'mid', grain: 'week' },
    'mi-mois': { part: 'mid', grain: 'month' },
    'mi-annee': { part: 'mid', grain: 'year' },
  }),
};
