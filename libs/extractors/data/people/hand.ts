/**
 * Hand-written parts of the forename lists (read by scripts/build-people-data.ts).
 */

/**
 * English names that are also dictionary words but are far more often names: they count
 * without evidence ("john" is also slang for a toilet, but "John" is a name).
 */
export const NAMES_FIRST = new Set(
  `john jack tom harry peter mike jimmy bobby sally jerry joe dick bert jim jane ben tim ted sam dan
  nick fred ronnie ted tony kate larry tommy willie billy johnny charlie louis abe eddie hank`.split(/\s+/),
);

/** Place names that are also forenames: they count only after "my name is" and the like. */
export const PLACES = `paris london sydney austin dallas houston phoenix denver orlando florence victoria savannah
  brooklyn madison aurora cleveland lincoln jackson memphis eugene helena raleigh regina york
  sierra asia africa america europe china india israel jordan georgia virginia carolina dakota kenya
  chelsea montana nevada arizona tennessee alabama indiana kansas milan lima santiago valencia
  granada florida vienna geneva lourdes`.split(/\s+/);

/**
 * Sex of French names fixed by hand: faker's "generic" list mixes unisex names (Camille,
 * Dominique, Claude: given to boys and girls in comparable numbers) with names that are
 * overwhelmingly of one sex in France (Anne, Maxime).
 */
export const FR_SEX: Record<string, 'm' | 'f' | 'u'> = {
  anne: 'f', maxime: 'm', camille: 'u', dominique: 'u', claude: 'u', alix: 'u', ariel: 'u', céleste: 'u',
  hippolyte: 'm', cassandre: 'f', constance: 'f', isabeau: 'f', philothée: 'f', scholastique: 'f',
  archange: 'm', arsinoé: 'f', sacha: 'u', charlie: 'u', andrea: 'f', eden: 'u', lou: 'f', noa: 'u',
  marie: 'f', jean: 'm', michel: 'm', pascal: 'm', pascale: 'f', frédérique: 'f', stéphane: 'm',
};

/** Spanish names fixed by hand (faker's lists have no unisex names). */
export const ES_SEX: Record<string, 'm' | 'f' | 'u'> = {
  guadalupe: 'f', rosario: 'f', trinidad: 'u', reyes: 'u', cruz: 'u', 'josé maría': 'm', 'maría josé': 'f',
  andrea: 'f', ariel: 'u', noa: 'u',
};

/** Common names missing from faker's short lists, with their sex. */
export const FR_EXTRA = `m: jean pierre michel philippe alain nicolas christophe patrick christian daniel david laurent
  frédéric éric thomas julien sébastien olivier françois bernard stéphane pascal thierry antoine hugo lucas
  léo louis gabriel arthur jules raphaël nathan théo enzo mathis kevin dylan quentin romain guillaume
  f: marie nathalie isabelle sylvie catherine françoise martine christine sophie valérie sandrine céline
  julie aurélie émilie laura léa chloé manon emma jade louise alice lina inès sarah camille océane marine
  u: camille dominique claude`;

export const ES_EXTRA = `m: josé antonio manuel francisco juan david javier jesús daniel carlos miguel alejandro rafael
  pedro pablo ángel sergio fernando jorge luis alberto álvaro adrián diego raúl iván rubén óscar andrés
  hugo mateo martín lucas leo
  f: maría carmen ana isabel dolores pilar teresa rosa josefa cristina laura marta lucía elena sara paula
  raquel manuela rocío mercedes beatriz sofía valeria martina julia alba irene noelia penélope`;

/**
 * English forenames that are also places, too rare in the US counts to be shared with Spanish but borne by people Spanish
 * chats name ("Paris Hilton", "Paris Jackson"): added to Spanish with their English sex. Being places, they count only
 * with evidence of a person ("vi a Paris Hilton"; "voy a Paris" stays the city, written "París" too).
 */
export const ES_FROM_ENGLISH = `paris`;

/**
 * The same added to French, where the name is the capital's before all: they count only opening a full name with strong
 * evidence (NAME_FULL: "hier j'ai vu Paris Hilton", "avec Paris Hilton"; "Paris Montparnasse", "je vais à Paris" stay
 * the city).
 */
export const FR_FROM_ENGLISH = `paris`;

/**
 * French and Spanish forenames that are also everyday words. Hand-made: the Hunspell
 * dictionaries of these languages list many forenames in lower case as rare nouns ("juan",
 * "jorge"), so they cannot tell "Pierre" (stone) from "Julien".
 */
export const FR_WORDS = `pierre rose marine claire olive fleur aube aurore reine victoire constance prudence clémence
  félicité espérance ange aimé constant juste parfait fidèle innocent modeste blanche céleste marguerite violette
  iris jacinthe capucine hermine jade ambre colombe franck noël pascal patience grâce amour urbain vital sauveur
  lune mélodie perle océane prosper désiré bienvenu candide aimable marin sylvestre martial`;

export const ES_WORDS = `rosa luz paz cruz sol mar pilar dolores amparo consuelo esperanza rocío soledad blanca reyes
  victoria gloria ángel salvador socorro remedios concepción asunción pura inmaculada reina alba cándido clemente
  modesto justo tránsito angustias milagros nieves fe caridad aurora estrella perla rubí violeta margarita linda
  don leal trinidad rosario belén azucena dulce`;

/**
 * Common surnames of Spain missing from faker's Spanish list (which is drawn from Spanish surnames
 * common in the Americas): several are also forenames ("Carlos Martín", "Ana Lorenzo").
 */
export const ES_SURNAMES = `martín sanz santos calvo gallego vidal díez pascual herrero lorenzo giménez ibáñez vicente
  román pastor sáez soler esteban`;

/** Common surnames of France missing from faker's French list; several are also forenames ("Marie Antoine"). */
export const FR_SURNAMES = `payet boucher klein bertin bailly hervé léger bouvier millet daniel germain besson langlois
  pelletier lévêque leblanc lebrun weber mallet hamon boulanger jacob monnier michaud guichard gillet étienne grondin
  poulain tessier chevallier collin chauvin bouchet lemaître bénard maréchal humbert reynaud antoine hoarau barthélemy
  cordier pichon lejeune gilbert lamy delaunay pasquier carlier laporte`;

/**
 * Common French double forenames, written with a hyphen, that faker's lists lack. Said with a space
 * ("Jean Pierre") their second part stays a forename although it is also a surname ("Jean Martin").
 */
export const FR_DOUBLES = `jean-pierre jean-paul jean-louis jean-michel jean-françois jean-philippe jean-charles
  jean-marie jean-noël jean-claude jean-luc jean-jacques jean-marc jean-christophe jean-yves jean-baptiste jean-sébastien
  marie-claire anne-marie marie-christine marie-france marie-laure marie-pierre marie-noëlle marie-thérèse
  marie-louise marie-hélène marie-josé marie-paule marie-anne marie-jeanne marie-claude marie-madeleine marie-odile
  marie-agnès marie-françoise marie-line pierre-louis pierre-yves pierre-olivier pierre-henri pierre-antoine
  paul-henri louis-marie marc-antoine`;
