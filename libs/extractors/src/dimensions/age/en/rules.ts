import { ageRules } from '../shared';

export const rules = ageRules({
  unit: /(?:[ \u00a0]+|-)(year|yr|month|week)s?(?![\p{L}])|[ \u00a0]*(yo|y\/o|y\.o\.?)(?![\p{L}])/uy,
  units: { month: 'month', week: 'week' },
  // "34 years old", "a 3-year-old", "34 years of age" ("34 yo" is group 2 of `unit`).
  old: /(?:[ \u00a0]+|-)old(?![\p{L}])|[ \u00a0]+of age(?![\p{L}])/uy,
  // "im 23": "I'm" typed without its apostrophe, pronoun and verb in one word.
  verbs: 'aged age turned turning turns turn im',
  personVerbs: 'm am s is was be re are of',
  persons:
    'son daughter kid kids child boy girl baby brother sister mother mom mum dad father wife husband grandma grandpa grandmother grandfather friend niece nephew cousin dog cat puppy',
  // "we are 4" is how many we are, not an age.
  pronouns: 'i he she you age',
  notBefore: '',
  unitRequired: false,
  after: 'and now today this next but so already soon on in yesterday tomorrow then last lol haha years yrs year y yo too myself',
});
