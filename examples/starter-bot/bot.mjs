// A Parley webhook bot on @parley/client. Run it with the App's secrets (portal: push secret in Settings, webhook secret in Setup):
//   PARLEY_WEBHOOK_SECRET=... PARLEY_PUSH_SECRET=... PARLEY_WEBCHAT_URL=http://localhost:3001 PORT=8000 node bot.mjs
// and set the App's webhook to http://<this machine>:8000/ (see README: "Build a bot in five minutes").
import { createServer } from 'node:http';
import { createNodeHandler, Pusher } from '@parley/client';

const pusher = new Pusher(); // PARLEY_WEBCHAT_URL and PARLEY_PUSH_SECRET
const SURE = Number(process.env.MIN_PROBABILITY ?? 0.5); // below it, the bot asks rather than guesses
const PLANS = ['basic', 'pro', 'enterprise'];
const text = (value) => ({ type: 'text', payload: { value } });
const choices = (...value) => ({ type: 'quickreplies', payload: { value } });

async function onMessage(event) {
  // A person of the team answers this conversation (docs/handover.md): the bot keeps quiet.
  if (event.type === 'handover' || event.handover?.state === 'assigned') return;
  const say = (...messages) => pusher.push(event.appToken, event.user, messages);
  // Parley classified the message before sending it: no second call.
  const [best] = event.classification ?? [];
  const plan = event.entities?.find((e) => e.dim === 'plan')?.values[0]?.value;

  const unsure = !best || best.probability < SURE;
  if (plan && (unsure || best.label === 'Change my plan')) return say(text(`Done: you are on the ${plan} plan from today.`));
  if (unsure) {
    // Not sure: ask a person of the team to take over (the portal's Inbox), and offer what the bot knows meanwhile.
    await say(
      text("I'm not sure I understood: I'm asking a person to help. Meanwhile, is it about one of these?"),
      choices('Payment methods', 'Change my plan'),
    );
    return pusher.handover(event.appToken, event.user, { reason: `Not sure about: ${event.payload.value ?? event.payload.text}` });
  }
  if (best.label === 'Change my plan') return say(text('Which plan would you like?'), choices(...PLANS));
  // A QnA: one of its answers, as written in the portal.
  const answers = best.answers ?? [];
  if (answers.length) return say(...answers[Math.floor(Math.random() * answers.length)]);
  return say(text(`I understood "${best.label}", but I have no answer for it yet.`));
}

const port = Number(process.env.PORT ?? 8000);
createServer(createNodeHandler(onMessage)).listen(port, () => console.log(`starter bot listening on :${port}`));
