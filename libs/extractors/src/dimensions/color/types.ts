/**
 * Shape of `data/colors/generated/colors.json` (written by scripts/build-colors-data.ts), per
 * language; the host loads it and passes it in as `ExtractorData.colors`.
 */
export interface ColorLangJson {
  /** [phrase as written, hex without "#" in upper case, canonical name, flags] */
  names: [string, string, string, number][];
  /** Inflected piece key -> lemma piece key ("blanches" -> "blanc", "rojas" -> "rojo"). */
  lemmas: Record<string, string>;
  /** Words that make an ambiguous colour name count ("color", "couleur", "tono"). */
  cues: string[];
}

export interface ColorsJson {
  en: ColorLangJson;
  fr: ColorLangJson;
  es: ColorLangJson;
}

/** Flags of a name: needs a colour cue; blocks (a phrase that is not about a colour). */
export const COLOR_AMBIGUOUS = 1;
export const COLOR_BLOCK = 2;
