import { units as area } from '../../area/en/rules';
import { units as distance } from '../../distance/en/rules';
import { CURRENCIES } from '../../money/currencies';
import { units as temperature } from '../../temperature/en/rules';
import { units as volume } from '../../volume/en/rules';
import { units as weight } from '../../weight/en/rules';
import { itemCountRules } from '../shared';

const IRREGULAR: Record<string, string> = {
  people: 'person',
  persons: 'person',
  ppl: 'person',
  children: 'child',
  men: 'man',
  women: 'woman',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  geese: 'goose',
  knives: 'knife',
  wives: 'wife',
  lives: 'life',
  leaves: 'leaf',
  halves: 'half',
  shelves: 'shelf',
  loaves: 'loaf',
  potatoes: 'potato',
  tomatoes: 'tomato',
  heroes: 'hero',
  series: 'series',
  species: 'species',
};

function singular(w: string): string {
  if (IRREGULAR[w]) return IRREGULAR[w]!;
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (/(?:ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

export const rules = itemCountRules('en', {
  notNouns: `quarters thirds fifths halves today tonight tomorrow yesterday and or of to the a an in on at for with by from per via x vs plus minus times time more less
    each left late early ago later before after already only just too so ok okay please pls plz thanks thank thx ty
    without within till until than into onto via around about tops max min asap
    is are was were am be been i you he she we they it me him her us them my your our their its this that these those
    percent percents pct tenner tenners fiver fivers second seconds sec secs minute minutes min mins hour hours hr hrs h day days week weeks
    month months year years yr yrs weekend weekends decade decades century centuries pm am oclock o clock
    out off up down over under away back here there now then if but not no yes all both either more most
    has have had will would can could should shall may might must do does did`,
  adjectives: `grand big small large little medium extra more new old other others free single double adult adults kid kids child
    student students senior seniors vip regular full whole different similar cheap expensive red blue green white black
    business working calendar`,
  // Adjectives that are no noun: before a word that cannot be counted, nothing is ("5 business days").
  onlyAdjectives: 'business working calendar',
  unitForms: [...distance, ...area, ...volume, ...weight, ...temperature, ...CURRENCIES.en].map((f) => f.form),
  singular,
  // "tmrw at 5 works", "at 6 sounds good": the verb that goes on with the hour ("at 3 locations" counts).
  hourBefore: /(?:^|[^\p{L}])(?:at|around|about|by)[ \u00a0]+$/u,
  countedAfterHour: (w) => !/^(?:works|sounds|suits|fits|seems|looks|gets|helps|is|does)$/.test(w),
});
