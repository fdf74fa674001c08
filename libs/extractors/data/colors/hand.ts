/**
 * Hand-written parts of the colour lexicon (read by scripts/build-colors-data.ts). The seeds
 * come from npm packages (see SOURCES.md); these tables say how French and Spanish names map to
 * CSS colours, which single words are safe alone, and which need evidence ("salmon", "or").
 */

/** Words that make a multi-word English name from the `mlmc_english` survey list acceptable. */
export const EN_WORDS = new Set(
  `green purple blue pink brown red orange magenta teal yellow grey gray lime light dark turquoise violet
  lavender black sky forest maroon navy neon hot royal lilac beige cyan mauve indigo aqua peach burgundy
  olive bright mint periwinkle salmon gold mustard baby burnt seafoam grass army sea coral pale pastel sage
  brick kelly crimson midnight cream taupe eggplant hunter cerulean rust spring moss ocean deep sand wine
  emerald cobalt ochre leaf scarlet pea dusty electric rose white goldenrod sienna raspberry slate pine
  orchid blush tangerine blood steel powder apple umber bubblegum bronze silver chocolate denim prussian
  marigold lemon jade cherry charcoal copper ivory amber caramel amethyst sepia cerise ruby camel golden
  bottle tiffany jungle carnation shamrock cranberry sapphire canary tomato honey carmine russet racing
  off true ice mid medium soft warm cool muted dull faded`.split(/\s+/),
);

/** Single-word English names from the survey list that are colour words (CSS names come anyway). */
export const EN_SINGLES = `maroon lilac mauve peach burgundy periwinkle mint mustard rose sage cream taupe
  eggplant cerulean rust wine emerald cobalt ochre scarlet puce jade mahogany tangerine terracotta umber
  bronze charcoal copper amber auburn chestnut ruby camel caramel sepia cerise apricot sapphire aquamarine
  lilac fuchsia vermillion ultramarine amethyst carmine russet ecru burgundy`.split(/\s+/);

/** English names that are also everyday nouns or names: they need a colour cue. */
export const EN_AMBIGUOUS = new Set(
  `chocolate tomato snow linen wheat bisque coral ivory peru tan thistle azure moccasin honeydew seashell
  orchid salmon plum gold silver olive lime navy lavender violet sienna peach mint mustard rose sage cream
  rust wine emerald cobalt jade ruby amber auburn chestnut camel caramel apricot sapphire copper bronze
  charcoal cherry sand aqua umber eggplant amethyst`.split(/\s+/),
);

/** English phrases that contain a colour but are not about one. */
export const EN_BLOCK = ['black friday', 'white house', 'red cross', 'orange juice', 'green card', 'blue moon', 'red carpet'];

/**
 * French names: `name = css` maps to a CSS colour (English key), `name = #hex` gives the colour;
 * names of the `mlmc_french` seed list not listed keep their surveyed hex.
 */
export const FR_NAMES = `
rouge = red; bleu = blue; vert = green; jaune = yellow; noir = black; blanc = white; gris = gray;
orange = orange; violet = purple; rose = pink; marron = brown; brun = brown; beige = beige;
turquoise = turquoise; cyan = cyan; magenta = magenta; indigo = indigo; pourpre = purple; mauve = plum;
doré = gold; or = gold; argenté = silver; argent = silver; kaki = khaki; bordeaux = #800020; lavande = lavender;
saumon = salmon; corail = coral; ivoire = ivory; crème = #FFFDD0; chocolat = chocolate; olive = olive;
fuchsia = fuchsia; fushia = fuchsia; écarlate = #FF2400; cramoisi = crimson; ocre = #CC7722; prune = #8E4585;
taupe = #483C32; écru = #F3EFE0; émeraude = #50C878; roux = #A52A2A; auburn = #A52A2A; aubergine = #614051;
sable = #C2B280; moutarde = #E1AD01; cerise = #DE3163; framboise = #C72C48; chair = #FEC3AC; anthracite = #293133;
bleu marine = navy; marine = navy; bleu ciel = skyblue; bleu roi = royalblue; bleu nuit = midnightblue;
bleu clair = lightblue; bleu foncé = darkblue; bleu turquoise = turquoise; bleu vert = teal; bleu canard = teal;
bleu pâle = lightblue; bleu électrique = #7DF9FF; bleu acier = steelblue; bleu lavande = lavender;
vert clair = lightgreen; vert foncé = darkgreen; vert olive = olive; vert kaki = khaki; vert sapin = #095228;
vert forêt = forestgreen; vert pomme = #34C924; vert émeraude = #50C878; vert menthe = #98FF98; vert citron = limegreen;
vert d'eau = #B0F2B6; vert bouteille = #006A4E; vert fluo = #3FFF00; vert pâle = palegreen; vert mer = seagreen;
rouge foncé = darkred; rouge vif = #FF0000; rouge clair = #FF6666; rouge sang = #850606; rouge cerise = #DE3163; rouge bordeaux = #800020;
jaune clair = lightyellow; jaune pâle = lightyellow; jaune foncé = #C9A200; jaune moutarde = #E1AD01; jaune citron = #FFF44F; jaune d'or = gold;
gris clair = lightgray; gris foncé = darkgray; gris perle = #CECECE; gris anthracite = #293133; gris souris = #9E9E9E; gris ardoise = slategray;
rose clair = lightpink; rose foncé = deeppink; rose vif = hotpink; rose pâle = #FADADD; rose fuchsia = fuchsia; vieux rose = #C08081;
violet foncé = darkviolet; violet clair = violet; orange foncé = darkorange; orange clair = #FFB347; marron clair = #C19A6B;
marron foncé = #5C4033; brun clair = #C19A6B; blanc cassé = #FAF9F6; noir de jais = #0A0A0A; bleu gris = #6699CC; gris bleu = #6699CC;
`;

/** French names that are also everyday words ("or" = but/gold, "argent" = money): need a cue. */
export const FR_AMBIGUOUS = new Set(
  `or argent argenté marine prune saumon lavande taupe moutarde chocolat crème olive sable cerise framboise
  chair ivoire bordeaux corail aubergine auburn roux anthracite écru`.split(/\s+/),
);

export const FR_BLOCK = ['carte bleue', 'nuit blanche', 'or noir', 'feu rouge', 'feu vert', 'vin rouge', 'vin blanc', 'vin rosé'];

/** Spanish names, as FR_NAMES. */
export const ES_NAMES = `
rojo = red; azul = blue; verde = green; amarillo = yellow; negro = black; blanco = white; gris = gray;
naranja = orange; anaranjado = orange; morado = purple; púrpura = purple; violeta = violet; rosa = pink; rosado = pink;
marrón = brown; café = brown; castaño = brown; beige = beige; turquesa = turquoise; cian = cyan; magenta = magenta;
índigo = indigo; añil = indigo; dorado = gold; oro = gold; plateado = silver; plata = silver; caqui = khaki;
lila = #C8A2C8; granate = #800000; burdeos = #800020; lavanda = lavender; salmón = salmon; coral = coral; marfil = ivory;
crema = #FFFDD0; chocolate = chocolate; oliva = olive; fucsia = fuchsia; escarlata = #FF2400; carmesí = crimson;
ocre = #CC7722; celeste = #87CEEB; bermellón = #E34234; mostaza = #E1AD01; ciruela = #8E4585; esmeralda = #50C878;
azul marino = navy; azul cielo = skyblue; azul rey = royalblue; azul real = royalblue; azul claro = lightblue;
azul oscuro = darkblue; azul turquesa = turquoise; azul eléctrico = #7DF9FF; azul acero = steelblue; azul noche = midnightblue;
azul celeste = skyblue; azul verdoso = teal; azul petróleo = #084D6E; verde claro = lightgreen; verde oscuro = darkgreen;
verde oliva = olive; verde lima = limegreen; verde limón = limegreen; verde botella = #006A4E; verde militar = #4B5320;
verde agua = #B0F2B6; verde esmeralda = #50C878; verde menta = #98FF98; verde manzana = #8DB600; verde pistacho = #93C572;
verde bosque = forestgreen; verde mar = seagreen; verde fosforito = #3FFF00; rojo oscuro = darkred; rojo claro = #FF6666;
rojo vivo = #FF0000; rojo sangre = #850606; rojo cereza = #DE3163; rojo vino = #722F37; amarillo claro = lightyellow;
amarillo oscuro = #C9A200; amarillo limón = #FFF44F; amarillo mostaza = #E1AD01; gris claro = lightgray; gris oscuro = darkgray;
gris perla = #CECECE; gris marengo = #4C5866; gris plomo = #5F6A6A; rosa claro = lightpink; rosa oscuro = deeppink;
rosa fuerte = hotpink; rosa chicle = #FF69B4; rosa pálido = #FADADD; morado oscuro = #4B0082; morado claro = #B39EB5;
violeta oscuro = darkviolet; naranja oscuro = darkorange; naranja claro = #FFB347; marrón claro = #C19A6B;
marrón oscuro = #5C4033; blanco roto = #FAF9F6; negro azabache = #0A0A0A; azul grisáceo = #6699CC; gris azulado = #6699CC;
`;

export const ES_AMBIGUOUS = new Set(
  `oro plata café chocolate crema salmón lavanda marfil coral oliva mostaza ciruela esmeralda cafe vino piel
  lima aguamarina`.split(/\s+/),
);

export const ES_BLOCK = ['casa blanca', 'vino tinto', 'vino blanco', 'vino rosado', 'carta blanca', 'marea negra', 'zona roja'];

/** Irregular feminine/plural forms; the regular ones are made by rule in the build script. */
export const FR_IRREGULAR: Record<string, string[]> = {
  blanc: ['blanche', 'blancs', 'blanches'],
  violet: ['violette', 'violets', 'violettes'],
  roux: ['rousse', 'rousses'],
  gris: ['grise', 'grises'],
  vif: ['vive', 'vifs', 'vives'],
  vieux: ['vieille', 'vieilles'],
  cassé: ['cassée', 'cassés', 'cassées'],
  frais: ['fraîche', 'fraîches'],
};
export const ES_IRREGULAR: Record<string, string[]> = {};
