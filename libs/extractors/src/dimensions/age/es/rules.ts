import { ageRules } from '../shared';

export const rules = ageRules({
  unit: /[ \u00a0]+(anos?|años?|mes|meses|semanas?)(?![\p{L}])/uy,
  units: { mes: 'month', meses: 'month', semana: 'week', semanas: 'week' },
  old: /[ \u00a0]+de edad(?![\p{L}])/uy,
  verbs:
    'tengo tienes tiene tenemos teneis tienen tenia tenias teniamos tenian tendre tendras tendra tendremos tendran cumplo cumples cumple cumplimos cumplen cumpli cumplio cumplira cumplire cumplir cumplia edad mis tus sus con',
  personVerbs: 'de',
  persons:
    'edad hijo hija nino nina ninos ninas bebe chico chica chaval chavala hombre mujer hermano hermana madre padre marido esposa perro gato cachorro abuelo abuela',
  pronouns: 'yo el ella tu usted edad',
  notAfter: /[ \u00a0]+de (?!edad)\p{L}/uy,
  notBefore: '',
  unitRequired: true,
  bareVerbs: 'cumplo cumples cumple cumplimos cumplen cumpli cumplio cumplira cumplire cumplir cumplia edad',
  after: 'anos ano y ya hoy manana pero',
});
