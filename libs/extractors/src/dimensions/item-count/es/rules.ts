import { units as area } from '../../area/es/rules';
import { units as distance } from '../../distance/es/rules';
import { CURRENCIES } from '../../money/currencies';
import { units as temperature } from '../../temperature/es/rules';
import { units as volume } from '../../volume/es/rules';
import { units as weight } from '../../weight/es/rules';
import { itemCountRules } from '../shared';

// "5 pers": people counted in a chat.
const IRREGULAR: Record<string, string> = { pers: 'persona' };

function singular(w: string): string {
  if (IRREGULAR[w]) return IRREGULAR[w]!;
  if (w.length <= 3) return w;
  if (w.endsWith('ces')) return w.slice(0, -3) + 'z';
  if (/[lrndy]es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(?:is|us)$/.test(w)) return w.slice(0, -1);
  return w;
}

export const rules = itemCountRules('es', {
  notNouns: `porciento porcientos pct tercios cuartas y e o u de del a al en para por con sin sobre entre hasta desde el la los las lo un una unos unas yo tu el ella
    nosotros vosotros ellos ellas me te se le les nos os mas menos vez veces otro otra otros otras ano anos dia dias semana semanas
    mes meses hora horas horita horitas h hs hr hrs minuto minutos min segundo segundos seg siglo siglos finde tarde tardes manana mananas
    que quien es son era este esta estos estas ese esa esos esas mi mis tu tus su sus nuestro nuestra nuestros nuestras
    ya solo solamente aproximadamente cada porfa porfis xfa plis gracias max maximo minimo antes despues no si pero pues todo todos todas toda mas`,
  adjectives: `grandes pequenos pequenas otros otras nuevos nuevas buenos buenas viejos viejas`,
  unitForms: [...distance, ...area, ...volume, ...weight, ...temperature, ...CURRENCIES.es].map((f) => f.form),
  singular,
  // "a las 5 puedo", "sobre las 7 llego", "hasta las 8 estamos": after "las" only a feminine plural is counted ("a las 5 personas").
  hourBefore: /(?:^|[^\p{L}])(?:a|sobre|hacia|hasta|desde|de|tipo|para|entre|y)[ \u00a0]+las[ \u00a0]+$/u,
  countedAfterHour: (w) => /(?:as|es)$/.test(w),
});
