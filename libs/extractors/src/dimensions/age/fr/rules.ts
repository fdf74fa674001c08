import { ageRules } from '../shared';

export const rules = ageRules({
  unit: /[ \u00a0]+(ans?|mois|semaines?)(?![\p{L}])/uy,
  units: { mois: 'month', semaine: 'week', semaines: 'week' },
  verbs: 'ai avons avez aurai aurons eu fete fetera fetez feter mes tes ses nos vos leurs',
  personVerbs: 'a as ont aura auras auront avait avais avaient eu de',
  persons:
    'fils fille enfant enfants garcon bebe fillette gamin gamine petit petite ado adolescent adolescente homme femme frere soeur mere pere mari epouse chien chat chiot chaton age agee ages agees',
  pronouns: 'j je il elle tu on ils elles age agee ages agees',
  notAfter: /[ \u00a0]+d(?:e |')(?!age)\p{L}/uy,
  // "il y a 34 ans" is 34 years ago.
  notBefore: 'y',
  unitRequired: true,
  after: '',
});
