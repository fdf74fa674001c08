import type { TestingApi } from '@parley/testing';
import { unzipSync, zipSync } from 'fflate';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCardTable, checkPage, createApp, focused, hasChromium, openPage, shots, signUpWithApp, startPortal, tabTo, warnIfNoChromium, WIDTHS } from './browser';

// The bot owner's chores in Chromium, at a desktop and a phone width: named keys and their last
// use, deleting an App by typing its name, training data out (JSON, CSV) and in (preview, apply,
// a bad file refused), and the training state following a change.
warnIfNoChromium('portal-trainer-data.e2e-spec');
const FIXTURES = join(import.meta.dirname, '../../api/test/fixtures/training-data');

describe.skipIf(!hasChromium)('keys, App deletion, training data and training state in a browser', () => {
  let api: TestingApi;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    ({ api, base, browser } = await startPortal());
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  /** An account whose App has one QnA and one Intent, written with its key. */
  async function owner(who: string) {
    const a = await signUpWithApp(base, who);
    const headers = { 'app-id': a.appId, 'app-key': a.key, 'content-type': 'application/json' };
    const post = async (path: string, body: unknown) => expect((await fetch(`${base}/trainer/api/v0/${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).status).toBe(201);
    await post('qnas', {
      title: 'Payment methods',
      utterances: [{ value: 'How can I pay?' }, { value: 'Do you accept credit cards?' }],
      answers: [[{ type: 'text', payload: { value: 'Card or PayPal.' } }]],
    });
    await post('intents', { label: 'cancel_order', utterances: [{ value: 'cancel my order' }, { value: 'I want to cancel' }] });
    const exported = async () => {
      const res = await fetch(`${base}/trainer/api/v0/training-data`, { headers });
      const { exportedAt: _, ...rest } = (await res.json()) as Record<string, unknown>;
      return rest;
    };
    return { ...a, headers, exported };
  }

  /** Waits until the training state says the served model covers the App's data; answers its data version. */
  async function upToDate(page: Page): Promise<number> {
    await expect.poll(() => page.getByTestId('training-state').textContent(), { timeout: 30_000 }).toBe('Up to date');
    return Number(await page.getByTestId('data-version').textContent());
  }

  for (const width of WIDTHS) {
    it(`names keys, shows their last use and the live keys against the limit (${width.width} px)`, async () => {
      const a = await owner(`keys-${width.name}`);
      const { page, problems } = await open(width, `/apps/${a.appId}/keys`, a.token);
      await expect.poll(() => page.getByTestId('live-keys').textContent()).toBe('1 of 5 live keys.');
      await page.getByLabel('Name of the new key (optional)').fill('staging bot');
      await page.getByRole('button', { name: 'Issue a new key' }).click();
      const key = (await page.getByTestId('new-key').textContent())!.trim();
      expect(key).toMatch(/^pk_/);
      const row = page.getByRole('row').filter({ hasText: 'staging bot' });
      await row.waitFor();
      expect(await row.getByTestId('last-used').textContent()).toBe('Never');
      expect(await page.getByTestId('live-keys').textContent()).toBe('2 of 5 live keys.');
      await checkPage(page, `keys ${width.name}`);

      // A call with the new key: its row says it was used (the first key wrote the App's QnAs).
      expect((await fetch(`${base}/trainer/api/v0/qnas`, { headers: { 'app-id': a.appId, 'app-key': key } })).status).toBe(200);
      await expect
        .poll(
          async () => {
            await page.reload();
            return row.getByTestId('last-used').textContent();
          },
          { timeout: 10_000, intervals: [500] },
        )
        .toMatch(/^(just now|1 min ago)$/);
      expect(await page.getByRole('row').filter({ hasText: 'First key' }).getByTestId('last-used').textContent()).toMatch(/^(just now|1 min ago)$/);

      // Up to the limit, then the button says why it is off.
      for (let i = 0; i < 3; i++) {
        await page.getByRole('button', { name: 'Issue a new key' }).click();
        await expect.poll(() => page.getByTestId('live-keys').textContent()).toContain(`${3 + i} of 5`);
      }
      expect(await page.getByTestId('live-keys').textContent()).toBe('5 of 5 live keys: revoke one to issue another.');
      expect(await page.getByRole('button', { name: 'Issue a new key' }).isDisabled()).toBe(true);
      // Five keys: a table on a desktop, stacked cards on a phone, never scrolled sideways.
      await checkCardTable(page.getByRole('region', { name: 'Keys' }), width, `keys ${width.name}`);
      page.once('dialog', (d) => void d.accept());
      await row.getByRole('button', { name: 'Revoke staging bot' }).click();
      await expect.poll(() => page.getByTestId('live-keys').textContent()).toBe('4 of 5 live keys.');
      expect(await page.getByRole('button', { name: 'Issue a new key' }).isEnabled()).toBe(true);
      await expect.poll(async () => (await fetch(`${base}/trainer/api/v0/qnas`, { headers: { 'app-id': a.appId, 'app-key': key } })).status, { timeout: 10_000 }).toBe(403);
      await checkPage(page, `keys at the limit ${width.name}`);
      // Renamed in place: Enter saves.
      await page.getByRole('button', { name: 'Rename First key' }).click();
      const newName = page.getByLabel(/^New name of the key/);
      await expect.poll(() => newName.evaluate((el) => el === document.activeElement)).toBe(true);
      await newName.fill('production bot');
      await checkPage(page, `keys renaming ${width.name}`);
      await checkCardTable(page.getByRole('region', { name: 'Keys' }), width, `keys renaming ${width.name}`);
      await page.keyboard.press('Enter');
      await page.getByRole('row').filter({ hasText: 'production bot' }).waitFor();
      // In a card as in a table, the keyboard reaches a key's buttons.
      await tabTo(page, /^button Rename production bot$/);
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toMatch(/^input/);
      await page.keyboard.press('Escape');
      const listed = (await (await fetch(`${base}/portal/api/apps/${a.appId}/keys`, { headers: { authorization: `Bearer ${a.token}` } })).json()) as { name: string }[];
      expect(listed.map((k) => k.name)).toContain('production bot');
      await page.screenshot({ path: join(shots, `keys-${width.name}.png`), fullPage: true });
      expect(problems).toEqual([]);
      await page.close();
    }, 90_000);

    it(`deletes an App once its name is typed, then shows the Apps without it (${width.width} px)`, async () => {
      const a = await signUpWithApp(base, `delete-${width.name}`, 'Keeper');
      const doomed = await createApp(base, a.token, 'Doomed bot');
      const { page, problems } = await open(width, `/apps/${doomed.appId}/settings`, a.token);
      const confirmName = page.getByLabel("Type the App's name, Doomed bot, to confirm");
      const button = page.getByRole('button', { name: 'Delete this App' });
      await confirmName.waitFor();
      expect(await button.isDisabled()).toBe(true);
      await confirmName.fill('Doomed');
      expect(await button.isDisabled()).toBe(true);
      await confirmName.fill('Doomed bot');
      expect(await button.isEnabled()).toBe(true);
      await checkPage(page, `settings with the danger zone ${width.name}`);
      await button.click();
      await page.waitForURL(`${base}/portal/`);
      await page.getByText('“Doomed bot” was deleted, with all its data.').waitFor();
      await page.locator('.app-card', { hasText: 'Keeper' }).waitFor();
      expect(await page.locator('.app-card', { hasText: 'Doomed bot' }).count()).toBe(0);
      await checkPage(page, `apps after a deletion ${width.name}`);
      // Its key is refused, its page is gone.
      expect((await fetch(`${base}/trainer/api/v0/qnas`, { headers: { 'app-id': doomed.appId, 'app-key': doomed.key } })).status).toBe(403);
      expect((await fetch(`${base}/portal/api/apps/${doomed.appId}`, { headers: { authorization: `Bearer ${a.token}` } })).status).toBe(404);
      expect(problems).toEqual([]);
      await page.close();
    }, 90_000);

    it(`exports JSON and CSV, previews and applies a CSV, refuses a bad file, and follows the training state (${width.width} px)`, async () => {
      const a = await owner(`data-${width.name}`);
      const { page, problems } = await open(width, `/apps/${a.appId}/trainer`, a.token);
      const before = await upToDate(page);
      expect(before).toBe(2);
      await expect.poll(() => page.getByTestId('cv-score').textContent(), { timeout: 30_000 }).toMatch(/^\d+(\.\d)?%$/);
      await checkPage(page, `trainer ${width.name}`);

      // Export: files named after the App, in Parley's JSON and in CSV.
      const download = async (name: string) => {
        const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
        return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
      };
      const json = await download('Export JSON');
      expect(json.name).toBe('Shop-assistant-training-data.json');
      expect(JSON.parse(json.text)).toMatchObject({
        format: 'parley-training-data',
        version: 1,
        qnas: [{ title: 'Payment methods', utterances: ['How can I pay?', 'Do you accept credit cards?'] }],
        intents: [{ label: 'cancel_order', utterances: ['cancel my order', 'I want to cancel'] }],
      });
      const csv = await download('Export CSV');
      expect(csv.name).toBe('Shop-assistant-training-data.csv');
      expect(csv.text.split('\n')).toEqual([
        'type,name,utterance,answer,description,resolve_prompt,language',
        'QnA,Payment methods,How can I pay?,Card or PayPal.,,,',
        'QnA,Payment methods,Do you accept credit cards?,,,,',
        'Intent,cancel_order,cancel my order,,,,',
        'Intent,cancel_order,I want to cancel,,,,',
        '',
      ]);

      // A bad file: every problem with its line, Apply off, nothing changed.
      const unchanged = await a.exported();
      const fileInput = page.getByLabel('Import a file');
      await fileInput.setInputFiles(join(FIXTURES, 'broken-nlu.yml'));
      const found = page.getByTestId('import-problems');
      await found.waitFor();
      expect(await found.textContent()).toContain('The file has 3 problems');
      expect(await found.getByRole('listitem').allTextContents()).toEqual([
        'broken-nlu.yml:6 intent "greet": an example must start with "- "',
        'broken-nlu.yml:7 an entry of "nlu:" needs "intent:"',
        'broken-nlu.yml:9 intent "goodbye" has no examples',
      ]);
      expect(await page.getByRole('button', { name: 'Apply', exact: true }).isDisabled()).toBe(true);
      await checkPage(page, `import problems ${width.name}`);
      await page.screenshot({ path: join(shots, `import-problems-${width.name}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      expect(await page.getByTestId('import-preview').count()).toBe(0);
      expect(await a.exported()).toEqual(unchanged);

      // A small CSV: a new QnA (in English and in French), a new Intent, more phrasings of the existing QnA, and an entity.
      const rows = [
        'type,name,utterance,answer,language,value,synonym',
        'QnA,Opening hours,when do you open,From 9 to 5.,,,',
        'QnA,Opening hours,are you open on sunday,,,,',
        'Intent,track_order,where is my parcel,,,,',
        'Intent,track_order,track my order,,,,',
        'QnA,Payment methods,can I pay with bitcoin,,,,',
        'QnA,Opening hours,quand ouvrez-vous,De 9h à 17h.,fr,,',
        'Entity,plan,,,,gold,premium',
        'Entity,plan,,,,silver,',
      ];
      await fileInput.setInputFiles({ name: 'faq.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
      const preview = page.getByTestId('import-preview');
      await preview.waitFor();
      expect(await page.getByTestId('import-summary').textContent()).toBe(
        'What importing it does: 3 new, 1 changed, 0 unchanged; entity types: 1 new, 0 changed, 0 unchanged.',
      );
      const table = page.getByRole('region', { name: 'What the import does' }).getByRole('table');
      expect(await table.getByRole('row').allTextContents()).toEqual([
        'StatusTypeNameLanguageUtterancesChangesWhere',
        "newQnAOpening hoursApp's2faq.csv:2",
        "newIntenttrack_orderApp's2faq.csv:4",
        "changedQnAPayment methodsApp's1utterancesfaq.csv:6",
        'newQnAOpening hoursfr1faq.csv:7',
      ]);
      const entityTable = page.getByRole('region', { name: 'Entities the import writes' }).getByRole('table');
      expect(await entityTable.getByRole('row').allTextContents()).toEqual(['StatusEntityLanguageValuesPatternsChangesWhere', 'newplanen20faq.csv:8']);
      expect(await page.getByTestId('import-problems').count()).toBe(0);
      await checkPage(page, `import preview ${width.name}`);
      await checkCardTable(page.getByRole('region', { name: 'What the import does' }), width, `import preview ${width.name}`);
      await checkCardTable(page.getByRole('region', { name: 'Entities the import writes' }), width, `import preview entities ${width.name}`);
      await page.screenshot({ path: join(shots, `import-preview-${width.name}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByText('Imported: 3 new, 1 changed, 0 unchanged; entity types: 1 new, 0 changed, 0 unchanged. The model retrains with them.').waitFor();
      expect((await a.exported()).entities).toEqual([
        { name: 'plan', fuzzy: false, values: [{ value: 'gold', synonyms: ['premium'] }, { value: 'silver', synonyms: [] }], patterns: [] },
      ]);
      await page.locator('.item', { hasText: 'when do you open' }).waitFor();
      await page.locator('.item', { hasText: 'quand ouvrez-vous' }).waitFor();
      await page.getByRole('tab', { name: /Intents/ }).click();
      await page.locator('.item', { hasText: 'track_order' }).waitFor();

      // One change, one retrain: the state follows it to up to date.
      const imported = await upToDate(page);
      expect(imported).toBe(before + 1);
      expect(await page.getByTestId('model-version').textContent()).toBe(`version ${imported}, up to date`);

      // An edit in the portal: the data version goes up and the model catches up.
      await page.locator('.item', { hasText: 'track_order' }).getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Description').fill('Where an order is');
      await page.getByRole('button', { name: 'Save Intent' }).click();
      await expect.poll(() => page.getByTestId('data-version').textContent()).toBe(String(imported + 1));
      expect(await upToDate(page)).toBe(imported + 1);
      await expect.poll(() => page.getByTestId('cv-score').textContent(), { timeout: 30_000 }).toMatch(/^\d+(\.\d)?%$/);
      await checkPage(page, `trainer after the import ${width.name}`);
      await page.screenshot({ path: join(shots, `trainer-data-${width.name}.png`), fullPage: true });
      expect(problems).toEqual([]);
      await page.close();
    }, 90_000);
  }

  it('previews a Rasa NLU file and a Dialogflow ES agent, says their format, and applies the first (1280 px)', async () => {
    const a = await owner('formats');
    const { page, problems } = await open(WIDTHS[0], `/apps/${a.appId}/trainer`, a.token);
    const fileInput = page.getByLabel('Import a file');
    await fileInput.setInputFiles(join(FIXTURES, 'nlu.yml'));
    const preview = page.getByTestId('import-preview');
    await preview.waitFor();
    expect(await preview.getByRole('heading').textContent()).toBe('nlu.yml · Rasa NLU YAML');
    expect(await page.getByTestId('import-summary').textContent()).toBe('What importing it does: 2 new, 0 changed, 0 unchanged.');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('Imported: 2 new, 0 changed, 0 unchanged.').waitFor();
    await page.getByRole('tab', { name: /Intents/ }).click();
    await page.locator('.item', { hasText: 'book_flight' }).waitFor();

    // A Dialogflow agent as Dialogflow exports it: a zip of agent.json and intents/.
    const dir = join(FIXTURES, 'dialogflow');
    const files: Record<string, Uint8Array> = { 'agent.json': readFileSync(join(dir, 'agent.json')) };
    for (const name of readdirSync(join(dir, 'intents'))) files[`intents/${name}`] = readFileSync(join(dir, 'intents', name));
    await fileInput.setInputFiles({ name: 'agent.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync(files)) });
    await expect.poll(() => preview.getByRole('heading').textContent()).toBe('agent.zip · Dialogflow ES agent');
    // Its English and French phrases of one intent: two QnAs, each in its language.
    expect(await page.getByTestId('import-summary').textContent()).toBe('What importing it does: 3 new, 0 changed, 0 unchanged.');
    expect(await preview.getByRole('row').allTextContents()).toEqual([
      'StatusTypeNameLanguageUtterancesChangesWhere',
      "newQnAOpening hoursApp's2agent.zip/intents/Opening hours.json",
      'newQnAOpening hoursfr1agent.zip/intents/Opening hours.json',
      "newIntentorder.trackApp's2agent.zip/intents/order.track.json",
    ]);
    const before = await a.exported();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await page.getByTestId('import-preview').count()).toBe(0);
    expect(await a.exported()).toEqual(before);

    // A Rasa file with a lookup table, a synonym and a regex: entity types, listed apart, counted in the summary.
    const rasa = 'nlu:\n- lookup: plan\n  examples: |\n    - gold\n    - silver\n- synonym: gold\n  examples: |\n    - premium\n- regex: order\n  examples: |\n    - ORD-\\d{6}\n';
    await fileInput.setInputFiles({ name: 'entities.yml', mimeType: 'application/yaml', buffer: Buffer.from(rasa) });
    await expect.poll(() => preview.getByRole('heading').textContent()).toBe('entities.yml · Rasa NLU YAML');
    expect(await page.getByTestId('import-summary').textContent()).toBe('What importing it does: 0 new, 0 changed, 0 unchanged; entity types: 2 new, 0 changed, 0 unchanged.');
    expect(await page.getByRole('region', { name: 'Entities the import writes' }).getByRole('row').allTextContents()).toEqual([
      'StatusEntityLanguageValuesPatternsChangesWhere',
      'newplanen20entities.yml:2',
      'neworderen01entities.yml:9',
    ]);
    await checkPage(page, `import preview of entities`);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    // Entity types retrain no model: the notice says nothing of it.
    await page.getByText('Imported: 0 new, 0 changed, 0 unchanged; entity types: 2 new, 0 changed, 0 unchanged.', { exact: true }).waitFor();

    // Out again, for Dialogflow and for Rasa (in the language chosen).
    const download = async (name: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
      return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
    };
    const agent = await download('Export Dialogflow agent');
    expect(agent.name).toBe('Shop-assistant-training-data-dialogflow.zip');
    expect(Object.keys(unzipSync(agent.bytes))).toEqual(expect.arrayContaining(['agent.json', 'entities/plan.json', 'entities/plan_entries_en.json', 'entities/order.json']));
    const yml = await download('Export Rasa YAML');
    expect(yml.name).toBe('Shop-assistant-training-data.yml');
    expect(yml.bytes.toString()).toContain('- lookup: plan\n  examples: |\n    - gold\n    - silver\n- synonym: gold\n');
    await page.getByLabel('Language of the Rasa file').selectOption('fr');
    const french = await download('Export Rasa YAML');
    expect(french.name).toBe('Shop-assistant-training-data-fr.yml');
    expect(french.bytes.toString()).toBe('version: "3.1"\nlanguage: fr\nnlu: []\n');
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('says what the training scores are, and what to do about a 0% item', async () => {
    const a = await owner('scores');
    // An Intent of one phrasing: held out, nothing teaches the model it, so it scores 0%.
    const res = await fetch(`${base}/trainer/api/v0/intents`, { method: 'POST', headers: a.headers, body: JSON.stringify({ label: 'talk_to_a_human', utterances: [{ value: 'let me speak to someone' }] }) });
    expect(res.status).toBe(201);
    const { page, problems } = await open(WIDTHS[0], `/apps/${a.appId}/trainer`, a.token);
    await upToDate(page);
    await expect.poll(() => page.getByTestId('cv-score').textContent(), { timeout: 30_000 }).toMatch(/^\d+(\.\d)?%$/);
    // The App's score: what it is and how to raise it, one click away.
    const help = page.getByTestId('score-help');
    await help.getByText('What is this score?').click();
    expect(await help.textContent()).toMatch(/held out in turn \(in 5 rounds\) and classified by a model trained on all the others/);
    expect(await help.textContent()).toMatch(/mean of its\s+items' scores, each item counting the same/);
    expect(await help.textContent()).toMatch(/merge QnAs or Intents that users ask the same way/);
    // The QnA of 2 phrasings and its title: its badge says what it counted.
    const qna = page.locator('.item', { hasText: 'Payment methods' });
    await expect.poll(() => qna.getByTestId('score').getAttribute('title'), { timeout: 30_000 }).toMatch(/^\d+%: \d of 3 came back to this QnA when held out\. Each of its 2 phrasings and its title is classified/);
    // The Intent of one phrasing: 0%, and why, and what to do.
    await page.getByRole('tab', { name: /Intents/ }).click();
    const lone = page.locator('.item', { hasText: 'talk_to_a_human' });
    await expect.poll(() => lone.getByTestId('score').textContent(), { timeout: 30_000 }).toBe('0%');
    expect(await lone.getByTestId('score-hint').textContent()).toMatch(/^Only one phrasing: held out, nothing else teaches the model this Intent, so it scores 0%\. Add phrasings/);
    await checkPage(page, 'trainer with score help');
    await page.screenshot({ path: join(shots, 'trainer-scores.png'), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('shows why try-it answers a sentence or rejects it: the best candidates against the threshold', async () => {
    const a = await owner('why');
    const { page, problems } = await open(WIDTHS[0], `/apps/${a.appId}/trainer`, a.token);
    await upToDate(page);
    const why = page.getByTestId('why');
    const classify = async (text: string) => {
      await page.getByLabel('Sentence to classify').fill(text);
      await page.getByRole('button', { name: 'Classify' }).click();
      // The previous sentence's answer stays on screen until this one's arrives.
      await expect.poll(() => why.getAttribute('data-sentence')).toBe(text);
    };
    // Off-topic: rejected, and each candidate is shown with its score against the App's threshold (0.16).
    await classify('what will the weather be like on Mars tomorrow');
    expect(await why.locator('.why-verdict').textContent()).toMatch(/^Not answered: the best candidate, (Payment methods|cancel_order), scores 0\.\d\d, under the threshold 0\.16\.$/);
    const lines = await why.getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).toMatch(/Payment methods 0\.\d\d — threshold 0\.16 \(under\)/);
    expect(lines.join('\n')).toMatch(/cancel_order 0\.\d\d — threshold 0\.16 \(under\)/);
    await checkPage(page, 'try-it with a rejected sentence');
    // In scope: answered, the same list, the match passing.
    await classify('Do you accept credit cards?');
    expect(await why.locator('.why-verdict').textContent()).toMatch(/^Answered: Payment methods scores 0\.\d\d, at or over the threshold 0\.16\.$/);
    expect((await why.getByRole('listitem').allTextContents())[0]).toMatch(/^Payment methods 0\.\d\d — threshold 0\.16 \(passes\)$/);
    expect(await page.getByTestId('why-read').count()).toBe(0);
    // A typo of the App's word: read as it, answered, and said.
    await classify('Do you acept credit cards?');
    expect(await why.locator('.why-verdict').textContent()).toMatch(/^Answered: Payment methods scores/);
    expect(await page.getByTestId('why-read').textContent()).toBe('Read “acept” as “accept”.');
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('shows on the Settings page what the threshold trades on the App\'s own data, live as the slider moves', async () => {
    const a = await owner('trade-off');
    const { page, problems } = await open(WIDTHS[0], `/apps/${a.appId}/trainer`, a.token);
    // The figures come with the cross-validation scores, which follow training.
    await upToDate(page);
    await expect.poll(() => page.getByTestId('cv-score').textContent(), { timeout: 30_000 }).toMatch(/^\d+(\.\d)?%$/);
    await page.getByRole('link', { name: 'Settings' }).click();
    const figures = page.getByTestId('trade-off-figures');
    await expect.poll(() => figures.textContent()).toMatch(/^At 0\.16:in-scope accuracy \d+%off-topic rejection \d+%$/);
    const inScope = page.getByTestId('in-scope');
    const offTopic = page.getByTestId('off-topic');
    const atDefault = [await inScope.textContent(), await offTopic.textContent()];
    await checkPage(page, 'settings with what the threshold trades');
    // The slider moves the threshold: at 0 nothing is rejected, at 1 (nearly) nothing is answered.
    const slider = page.getByLabel('Move the threshold');
    await slider.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => figures.textContent()).toMatch(/^At 0\.00:/);
    expect(await offTopic.textContent()).toBe('0%');
    expect(await page.getByLabel('Threshold', { exact: true }).inputValue()).toBe('0');
    const atZero = [await inScope.textContent(), await offTopic.textContent()];
    await page.keyboard.press('End');
    await expect.poll(() => figures.textContent()).toMatch(/^At 1\.00:/);
    expect(Number((await offTopic.textContent())!.replace('%', ''))).toBeGreaterThan(Number(atDefault[1]!.replace('%', '')) - 1);
    expect(Number((await inScope.textContent())!.replace('%', ''))).toBeLessThan(Number(atZero[0]!.replace('%', '')));
    // Typed in the field, the same.
    await page.getByLabel('Threshold', { exact: true }).fill('0.16');
    await expect.poll(() => figures.textContent()).toMatch(/^At 0\.16:/);
    expect([await inScope.textContent(), await offTopic.textContent()]).toEqual(atDefault);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  function open(width: (typeof WIDTHS)[number], path: string, token: string) {
    return openPage(browser, base, width, path, token);
  }
});
