import type { Lang } from '../../types';

/**
 * Words after which a forename is announced ("my name is Will", "je m'appelle Rose"), as piece
 * keys (apostrophes split words: "i'm" -> "i m").
 */
const INTRO: Record<Lang, string[]> = {
  en: ['name is', 'name s', 'i m', 'i am', 'im', 'call me', 'this is', 'it s', 'named', 'called', 'mr', 'mrs', 'ms', 'miss', 'dear', 'names are'],
  fr: ['m appelle', 't appelles', 's appelle', 'appelle moi', 'nom est', 'prenom est', 'prenom', 'je suis', 'moi c est', 'c est', 'nomme', 'nommee', 'monsieur', 'madame', 'mademoiselle', 'mme'],
  es: ['me llamo', 'te llamas', 'se llama', 'llamame', 'nombre es', 'soy', 'llamado', 'llamada', 'senor', 'senora', 'senorita', 'sr', 'sra', 'dona'],
};

export const INTRO_CUES: Record<Lang, string[][]> = {
  en: INTRO.en.map((c) => c.split(' ')),
  fr: INTRO.fr.map((c) => c.split(' ')),
  es: INTRO.es.map((c) => c.split(' ')),
};

/** Greetings and thanks said to a person, right before the name ("Salut Rose", "Merci Violette", "Buenos días Rosa"). */
const GREETINGS: Record<Lang, string[]> = {
  en: ['hi', 'hello', 'hey', 'thanks', 'thank you', 'morning', 'good morning', 'good evening', 'bye'],
  fr: ['salut', 'bonjour', 'bonsoir', 'coucou', 'merci', 'cher', 'chere', 'au revoir'],
  es: ['hola', 'gracias', 'buenos dias', 'buenas tardes', 'buenas noches', 'buenas', 'querida', 'querido', 'adios', 'chao'],
};

export const GREETING_CUES: Record<Lang, string[][]> = {
  en: GREETINGS.en.map((c) => c.split(' ')),
  fr: GREETINGS.fr.map((c) => c.split(' ')),
  es: GREETINGS.es.map((c) => c.split(' ')),
};

/** Before a place name these make it a place ("from Paris"), not a person. */
export const PLACE_PREPOSITIONS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['in', 'from', 'to', 'at', 'near', 'of', 'via', 'visit', 'visiting']),
  fr: new Set(['a', 'de', 'd', 'en', 'depuis', 'vers', 'pour', 'sur', 'du', 'par']),
  es: new Set(['en', 'de', 'desde', 'a', 'hacia', 'para', 'del', 'por']),
};

/**
 * Words right before a forename that is also a place that take a person, as piece keys: the name is then the person and
 * no place ("I met Victoria at 10am", "went with Sydney", "call Austin back", "j'ai rencontré Florence", "avec Victoria",
 * "conocí a Victoria", "salí con Victoria"; Spanish takes a person with "a": "vi a Victoria"). Not "called" alone ("a
 * town called Sydney"), nor "to", "à" ("talk to Sydney", "flights to Sydney").
 */
const PERSON_BEFORE: Record<Lang, string[]> = {
  en: [
    'met', 'meet', 'meeting', 'call', 'i called', 'we called', 'you called', 'he called', 'she called', 'they called',
    'just called', 'phone', 'phoned', 'ring', 'text', 'texted', 'email', 'emailed', 'ask', 'asked', 'tell', 'told',
    'thank', 'thanked', 'invite', 'invited', 'marry', 'married', 'dating', 'with',
  ],
  fr: [
    'avec', 'rencontre', 'rencontree', 'ai appele', 'a appele', 'avons appele', 'demande a', 'demander a', 'dis a',
    'dit a', 'ecrit a', 'epouse', 'remercie',
  ],
  es: [
    'con', 'conoci a', 'conozco a', 'conocio a', 'conocimos a', 'vi a', 'veo a', 'llame a', 'llamo a', 'pregunta a',
    'preguntale a', 'dile a', 'dije a', 'invite a', 'invito a', 'saluda a',
  ],
};

export const PERSON_CUES: Record<Lang, string[][]> = {
  en: PERSON_BEFORE.en.map((c) => c.split(' ')),
  fr: PERSON_BEFORE.fr.map((c) => c.split(' ')),
  es: PERSON_BEFORE.es.map((c) => c.split(' ')),
};

/**
 * Words right before a forename that is also a place that take the place, as piece keys: the name is then the place
 * and no forename ("I love Paris", "I visited Victoria", "in love with Paris", "j'adore Florence", "quiero visitar
 * Florencia"; Spanish "conocer" takes a place without "a": "conocí Victoria"), and they win over PERSON_CUES ("with").
 * A full name after them stays the person ("I love Paris Hilton"); "visit", "visiting" are PLACE_PREPOSITIONS.
 */
const PLACE_BEFORE: Record<Lang, string[]> = {
  en: ['love', 'loved', 'adore', 'visited', 'explore', 'explored', 'tour', 'toured', 'love with'],
  fr: ['adore', 'aime', 'visite', 'visiter', 'decouvrir', 'explorer', 'amoureux de', 'amoureuse de'],
  es: ['visitar', 'visito', 'visite', 'encanta', 'adoro', 'amo', 'recorrer', 'conocer', 'conoci', 'conozco', 'conocimos'],
};

/**
 * Words that compare places, and the words that join the two compared (folded keys): a forename that is also a place is
 * the place between them ("compare Austin with Dallas", "how does Sydney compare with Melbourne?", "Austin vs Dallas",
 * "comparer Lyon avec Florence", "comparar Sevilla con Victoria"), where "with", "avec", "con" would take a person.
 */
export const COMPARING: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['compare', 'compares', 'compared', 'comparing', 'comparison', 'vs', 'versus']),
  fr: new Set(['comparer', 'compare', 'comparons', 'comparez', 'comparaison', 'vs', 'versus']),
  es: new Set(['comparar', 'compara', 'comparo', 'comparado', 'comparada', 'comparamos', 'comparacion', 'vs', 'versus']),
};
export const COMPARED_WITH: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['with', 'to', 'and', 'against']),
  fr: new Set(['avec', 'a', 'et']),
  es: new Set(['con', 'a', 'y']),
};

/**
 * Words before a name that counts only in a full name (NAME_FULL: French "Paris") that say a person is seen or known, as
 * piece keys, beside PERSON_CUES, greetings and introductions: "hier j'ai vu Paris Hilton", "j'ai croisé Paris Hilton".
 * Alone they take the place as well ("j'ai vu Paris"): a person's name the lists know must follow.
 */
const FULL_NAME_BEFORE: Record<Lang, string[]> = {
  en: [],
  fr: ['vu', 'vue', 'voir', 'vois', 'voit', 'croise', 'croisee', 'croiser', 'connais', 'connait', 'adore', 'aime'],
  es: [],
};

export const FULL_NAME_CUES: Record<Lang, string[][]> = {
  en: FULL_NAME_BEFORE.en.map((c) => c.split(' ')),
  fr: FULL_NAME_BEFORE.fr.map((c) => c.split(' ')),
  es: FULL_NAME_BEFORE.es.map((c) => c.split(' ')),
};

export const PLACE_CUES: Record<Lang, string[][]> = {
  en: PLACE_BEFORE.en.map((c) => c.split(' ')),
  fr: PLACE_BEFORE.fr.map((c) => c.split(' ')),
  es: PLACE_BEFORE.es.map((c) => c.split(' ')),
};

/**
 * Before the name of a big city these make it the city ("from Berlin", "desde Sofía"); narrower
 * than PLACE_PREPOSITIONS, since "to Sofia" or "à Sofia" is as often a person.
 */
export const CITY_PREPOSITIONS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['from', 'in']),
  fr: new Set(['depuis']),
  es: new Set(['desde', 'en']),
};

/**
 * Before the name of a place these make it the place named as a thing's ("the London office", "our Paris team", "le
 * Paris des années 20", "el Londres de Dickens"): an article or a possessive seldom stands before a forename.
 */
export const DETERMINERS: Record<Lang, ReadonlySet<string>> = {
  // Not the words that are also pronouns before a name: "tell her Sydney called", "je leur présente Florence", "¿está
  // Sofía?" ("está" folds to "esta"), "¿tú, Sofía?".
  en: new Set(['the', 'a', 'an', 'our', 'your', 'their', 'my', 'his', 'its', 'this']),
  fr: new Set(['le', 'la', 'l', 'les', 'un', 'une', 'notre', 'votre', 'mon', 'ma', 'ton', 'ta', 'son', 'sa', 'ce', 'cet', 'cette']),
  es: new Set(['el', 'la', 'los', 'las', 'un', 'una', 'nuestro', 'nuestra', 'vuestro', 'vuestra', 'su']),
};

/**
 * Verbs that take a person as their subject, as piece keys ("s coming" for "'s coming", "m a dit" for "m'a dit"): a
 * name typed with a capital at the opening of a sentence right before one (or before its known surname and one) is a
 * forename ("Martin lives in Boston", "Rose a appelé", "Dolores vive en Lima"), where a capital alone says nothing
 * there. Not the verbs that things take as often ("Cash works for me", "Paris is nice", "Art is my passion").
 */
const SUBJECT_OF: Record<Lang, string[]> = {
  en: [
    'lives', 'lived', 'works at', 'works in', 'works as', 'worked at', 'worked as', 'said', 'says', 'told', 'tells',
    'asked', 'asks', 'called', 'phoned', 'texted', 'emailed', 'wrote', 'replied', 'wants', 'wanted', 'thinks', 'knows',
    'is coming', 's coming', 'was coming', 'will call', 'will come', 'just called', 'is married', 'got married', 'was born',
    'sings', 'sang', 'will sing', 'is singing',
  ],
  fr: [
    'habite', 'vit', 'travaille', 'dit', 'a dit', 'm a dit', 'nous a dit', 'a appele', 'm a appele', 'nous a appele',
    'a telephone', 'a ecrit', 'a demande', 'vient', 'viendra', 'va venir', 'est venu', 'est venue', 'veut', 'voudrait',
    'pense', 'sait', 'est ne', 'est nee', 's est marie', 's est mariee', 'chante', 'chantera', 'a chante', 'va chanter',
  ],
  es: [
    'vive', 'trabaja', 'dijo', 'dice', 'me dijo', 'nos dijo', 'llamo', 'me llamo', 'ha llamado', 'me ha llamado',
    'escribio', 'pregunto', 'viene', 'vendra', 'va a venir', 'quiere', 'piensa', 'sabe', 'nacio', 'se caso', 'canta',
    'cantara', 'va a cantar',
  ],
};

export const SUBJECT_CUES = Object.fromEntries(
  Object.entries(SUBJECT_OF).map(([lang, cues]) => [lang, cues.map((c) => c.split(' '))]),
) as Record<Lang, string[][]>;

/**
 * Names that are also words of the calendar, of the weather or pronouns: they open a sentence before those verbs as
 * themselves ("May works", "Summer is coming", "Storm is coming", "Noël arrive", "Ella vive en Madrid": she lives).
 */
export const NO_SUBJECT: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['may', 'april', 'august', 'summer', 'autumn', 'winter', 'spring', 'dawn', 'rain', 'storm', 'stormy', 'sunny', 'windy']),
  fr: new Set(['noel', 'aube']),
  es: new Set(['ella', 'reyes']),
};

/**
 * Capitalised words after a place's name that name a thing of the city ("Victoria Station", "Austin Airport", "Sydney
 * Opera House", "Sydney Harbour") or its region ("Austin Texas"), as folded keys: no surname after a forename that is also
 * a place, and the place whatever word before takes a person ("lunch with Sydney Harbour views").
 */
const THINGS: Record<Lang, string> = {
  en:
    'airport station terminal port harbour harbor bay beach bridge falls lake river island islands hills valley downtown ' +
    'center centre city county metro subway tube underground tram rail railway transit line office branch team club fc united police fire marathon festival ' +
    'pride weather news traffic area region state international convention energy opera tower market mall gardens garden ' +
    'zoo museum university uni tech institute college school hospital clinic stadium arena hotel hotels store shop campus north south east ' +
    'west central old new upper lower greater inner outer metropolitan flights flight trip tour train bus ' +
    'alabama alaska arizona arkansas california connecticut delaware florida hawaii idaho illinois indiana iowa kansas ' +
    'kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada ' +
    'ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia wisconsin wyoming ontario quebec alberta ' +
    'manitoba saskatchewan british columbia queensland tasmania',
  fr: 'gare aeroport port plage centre ville nord sud est ouest match plages metro',
  es: 'aeropuerto estacion puerto playa centro ciudad norte sur este oeste metro capital',
};

export const PLACE_THINGS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(THINGS.en.split(' ')),
  fr: new Set(THINGS.fr.split(' ')),
  es: new Set(THINGS.es.split(' ')),
};

/**
 * English nouns of a place's office, branch or site that name it in lower case too, right after the name ("call Paris
 * office", "please call Austin branch", "I emailed Sydney team"): the place and no person, whatever word before takes
 * one. French and Spanish put the noun before the name ("le bureau de Paris").
 */
export const PLACE_NOUNS: Partial<Record<Lang, ReadonlySet<string>>> = {
  en: new Set(
    (
      'office offices branch branches store stores shop shops team teams club hotel airport station terminal harbour harbor ' +
      'campus hospital clinic school university college museum stadium arena mall headquarters hq site location depot ' +
      'warehouse plant factory showroom outlet'
    ).split(' '),
  ),
};

/**
 * Capitalised words that make no surname after a forename that is also a place (folded keys): PLACE_THINGS, and the
 * words of time and function words that title case or a hurried capital put there ("Austin Tomorrow?", "Sydney And
 * Melbourne").
 */
const NO_SURNAME: Record<Lang, string> = {
  en:
    'day time ' +
    'a an the and or but nor if so as to of in on at by for from with without into onto about after before is are was ' +
    'were be been am do does did have has had will would can could shall should may might must not no yes this that ' +
    'these those there here it its he she they we you i me my your our their his her them us who what when where why ' +
    'how which all any some every each next last please thanks thank ok okay hi hello just now then too also very ' +
    'really soon later again today tonight tomorrow yesterday morning afternoon evening night week weekend month year ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december',
  fr:
    'le la les l un une de du des d et ou mais donc car ni a au aux en dans pour par sur sous avec sans chez ce cet ' +
    'cette ces il elle on nous vous ils elles je tu me te se que qui quoi quand comment pourquoi oui non merci svp ' +
    'aujourd demain hier soir matin midi nuit semaine lundi mardi mercredi jeudi vendredi samedi dimanche janvier fevrier ' +
    'mars avril mai juin juillet aout septembre octobre novembre decembre',
  es:
    'el la los las un una unos unas de del y e o u pero ni a al en con sin por para sobre desde hasta que quien como ' +
    'cuando donde porque si no gracias es son esta estan hoy manana ayer tarde noche semana lunes martes miercoles ' +
    'jueves viernes sabado domingo enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
};

export const NOT_SURNAME: Record<Lang, ReadonlySet<string>> = {
  en: new Set([...PLACE_THINGS.en, ...NO_SURNAME.en.split(' ')]),
  fr: new Set([...PLACE_THINGS.fr, ...NO_SURNAME.fr.split(' ')]),
  es: new Set([...PLACE_THINGS.es, ...NO_SURNAME.es.split(' ')]),
};
