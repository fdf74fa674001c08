import { lines } from '../../../shared/corpus-helpers';
import type { Corpus } from '../../../types';
import { answers } from '../corpus-helpers';

// An answer opens the message or a clause; "no problem" and "no worries" agree (true).
export const corpus: Corpus = {
  examples: answers(`
    yes | yes | yes
    Yes! | Yes | yes
    yeah | yeah | yes
    yep | yep | yes
    yup, that's it | yup | yes
    sure | sure | yes
    Sure, why not | Sure | yes
    sure thing | sure thing | yes
    of course | of course | yes
    absolutely | absolutely | yes
    definitely! | definitely | yes
    certainly | certainly | yes
    ok | ok | yes
    OK thanks | OK | yes
    okay. | okay | yes
    alright | alright | yes
    that's right | that's right | yes
    correct | correct | yes
    exactly. | exactly | yes
    you bet | you bet | yes
    yes please | yes please | yes
    oh yes, please | yes | yes
    well, yeah | yeah | yes
    no problem | no problem | yes
    no worries, see you then | no worries | yes
    I think so | I think so | yes
    for sure | for sure | yes
    affirmative | affirmative | yes
    why not | why not | yes
    no | no | no
    No. | No | no
    nope | nope | no
    nah, I'm good | nah | no
    no way | no way | no
    No way! | No way | no
    absolutely not | absolutely not | no
    of course not | of course not | no
    definitely not | definitely not | no
    not at all | not at all | no
    no thanks | no thanks | no
    no thank you | no thank you | no
    not really | not really | no
    I don't think so | I don't think so | no
    never | never | no
    no, I don't | no | no
    hell no | hell no | no
    um, no | no | no
    Thanks. No, that's all | No | no
    yes and no | yes | yes
  `),
  negatives: lines(`
    I'm fine
    I'm good
    I have no money
    no one came
    there is no way to know
    I am not sure
    no idea
    I said it was ok to me
    the answer is in the book
    tomorrow at 5pm
    I need 3 tickets
    what do you mean
    it's not right
    he never calls
    sure is cold today
    call me maybe
    hello there
    nobody knows
    yesterday
    I don't know
  `),
};
