/** Sample QnAs about Parley itself, so the demo page's FAQ bot answers out of the box. */
export const DEMO_QNAS: { title: string; resolvePrompt: string; utterances: string[]; answers: string[][] }[] = [
  {
    title: 'What is Parley',
    resolvePrompt: 'What Parley is',
    utterances: ['What is Parley?', 'Tell me about Parley', 'What does Parley do?', 'What is this?', 'Who are you?'],
    answers: [
      ['Parley is an open, self-hostable platform for bot builders: language processing, a trainer for QnAs and Intents, this webchat and message analytics.'],
      ["I'm the demo bot of Parley, an open platform to build and host chatbots: NLP, trainer, webchat and botmeter."],
    ],
  },
  {
    title: 'Embed the webchat',
    resolvePrompt: 'Putting the webchat on a site',
    utterances: ['How do I add the webchat to my site?', 'How can I embed this chat?', 'install the widget', 'put the chat on my website'],
    answers: [["Add <script src=\"https://<your webchat server>/cdn/parley-webchat\"></script> to your page, then call ParleyWebchat.init({ appToken: '<your app token>' })."]],
  },
  {
    title: 'Connect my bot',
    resolvePrompt: 'Connecting your own bot',
    utterances: ['How do I connect my bot?', 'Where do user messages go?', 'How does my bot answer?', 'webhook'],
    answers: [
      ["Set your App's webhook URL in the portal: each user message is POSTed there with its classification, signed with Parley-Signature. Your bot answers by calling the push endpoint."],
    ],
  },
  {
    title: 'Languages',
    resolvePrompt: 'Supported languages',
    utterances: ['Which languages do you speak?', 'Do you support French?', 'What languages are supported?', 'hablas español'],
    answers: [['Parley understands English, French and Spanish.']],
  },
  {
    title: 'Self-hosting',
    resolvePrompt: 'Running Parley yourself',
    utterances: ['Can I host Parley myself?', 'How do I install Parley?', 'Is it open source?', 'How do I run it?'],
    answers: [['Yes: run npm start for a local setup with an embedded PostgreSQL, or the Docker image with your own PostgreSQL and Redis.']],
  },
  {
    title: 'Greeting',
    resolvePrompt: 'Saying hello',
    utterances: ['Hello', 'Hi', 'Hey there', 'Good morning', 'Bonjour'],
    answers: [['Hello! Ask me anything about Parley.'], ['Hi! What would you like to know about Parley?']],
  },
];
