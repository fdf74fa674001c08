import { booleanRules } from '../shared';

export const rules = booleanRules({
  yes: `
    yes
    yeah
    yea
    yep
    yup
    yah
    ya
    aye
    sure
    sure thing
    of course
    absolutely
    definitely
    certainly
    affirmative
    indeed
    totally
    for sure
    you bet
    i do
    that's right
    that is right
    right
    correct
    exactly
    agreed
    ok
    okay
    okey
    alright
    all right
    no problem
    no worries
    why not
    sounds good
    i think so
    i guess so
    by all means
    with pleasure
    gladly
    yes please
    of course yes
    yes of course
    absolutely yes
    hell yes
    yes sir
  `,
  no: `
    no
    nope
    nah
    nay
    no way
    absolutely not
    definitely not
    certainly not
    of course not
    not at all
    no thanks
    no thank you
    not really
    i don't think so
    i do not think so
    i don't
    i do not
    negative
    never
    not a chance
    no chance
    hell no
    by no means
    no sir
    no way jose
  `,
  alone: `
    no
    ya
    sure
    right
    correct
    exactly
    ok
    okay
    okey
    alright
    all right
    indeed
    never
    negative
    i do
    i don't
    i do not
    totally
  `,
  after: 'please thanks thank sir madam i it we that you he she they man mate dude bro lol',
  fillers: 'oh ohh ah well um umm uh uhh hmm hm er erm hey so and but ok okay',
});
