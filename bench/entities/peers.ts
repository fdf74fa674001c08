/** Microsoft Recognizers-Text models, the peer of bench/entities (run.ts, memory.ts). */
import { Culture } from '@microsoft/recognizers-text-suite';
import { ChoiceRecognizer } from '@microsoft/recognizers-text-choice';
import { DateTimeRecognizer } from '@microsoft/recognizers-text-date-time';
import { NumberRecognizer } from '@microsoft/recognizers-text-number';
import { NumberWithUnitRecognizer } from '@microsoft/recognizers-text-number-with-unit';
import { SequenceRecognizer } from '@microsoft/recognizers-text-sequence';
import { LANGS, type Lang } from '../../libs/extractors/src/types';

export type Model = { parse(query: string, ref?: Date): unknown };

/** Recognizers-Text models built once per culture (building them per call would measure setup). */
export function recognizers(): { all: Record<Lang, Model[]>; numeric: Record<Lang, Model[]> } {
  const cultures: Record<Lang, string> = { en: Culture.English, fr: Culture.French, es: Culture.Spanish };
  const all = {} as Record<Lang, Model[]>;
  const numeric = {} as Record<Lang, Model[]>;
  for (const lang of LANGS) {
    const c = cultures[lang];
    const n = new NumberRecognizer(c);
    const u = new NumberWithUnitRecognizer(c);
    const s = new SequenceRecognizer(c);
    numeric[lang] = [
      n.getNumberModel(),
      n.getOrdinalModel(),
      n.getPercentageModel(),
      u.getAgeModel(),
      u.getCurrencyModel(),
      u.getDimensionModel(),
      u.getTemperatureModel(),
    ];
    all[lang] = [
      ...numeric[lang],
      new DateTimeRecognizer(c).getDateTimeModel(),
      new ChoiceRecognizer(c).getBooleanModel(),
      s.getPhoneNumberModel(),
      s.getIpAddressModel(),
      s.getMentionModel(),
      s.getHashtagModel(),
      s.getEmailModel(),
      s.getURLModel(),
      s.getGUIDModel(),
    ];
  }
  return { all, numeric };
}
