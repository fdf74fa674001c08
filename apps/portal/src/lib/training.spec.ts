import { describe, expect, it } from 'vitest';
import { instancesView, jobLabel, keepPolling, scoreHint, scoreTitle, trainingView, type TrainingStatus } from './training';

const idle: TrainingStatus = { state: 'idle', dataVersion: 4, modelVersion: 4, scoredVersion: 4, crossValidationScore: 0.9, items: 3 };

describe('the training state the trainer page shows', () => {
  it('is up to date once the served model covers the data, and stops looking once it is scored', () => {
    expect(trainingView(idle)).toMatchObject({ kind: 'up-to-date', label: 'Up to date', training: false, scoring: false });
    expect(keepPolling(idle)).toBe(false);
    // Scoring follows training: looked at until the score of this version lands.
    const scoring = { ...idle, scoredVersion: 3, crossValidationScore: null };
    expect(trainingView(scoring)).toMatchObject({ kind: 'up-to-date', scoring: true });
    expect(keepPolling(scoring)).toBe(true);
  });
  it('is training while a training runs or the model is behind the data, even when idle', () => {
    expect(trainingView({ ...idle, state: 'training' }).kind).toBe('training');
    expect(trainingView({ ...idle, dataVersion: 5, scoredVersion: 4 })).toMatchObject({ kind: 'training', label: 'Training…' });
    expect(trainingView({ ...idle, modelVersion: null })).toMatchObject({ kind: 'training' });
    expect(keepPolling({ ...idle, dataVersion: 5 })).toBe(true);
  });
  it('says a failure and looks again (the api retries it); an empty App has nothing to score', () => {
    expect(trainingView({ ...idle, state: 'failed', dataVersion: 5 })).toMatchObject({ kind: 'failed', training: false });
    expect(keepPolling({ ...idle, state: 'failed', dataVersion: 5 })).toBe(true);
    expect(keepPolling({ ...idle, dataVersion: 0, modelVersion: 0, scoredVersion: 0, crossValidationScore: null, items: 0 })).toBe(false);
    expect(keepPolling({ ...idle, dataVersion: 6, modelVersion: 6, scoredVersion: 5, items: 0 })).toBe(false);
  });
});

describe('what each server serves, as the trainer page lists it', () => {
  const api = { server: 'api' as const, host: 'h1', pid: 10, modelVersion: 7, current: false };
  it('lists the api processes first, says which answered the page, and which one is behind or has not loaded the model', () => {
    const view = instancesView(
      [{ ...api, server: 'webchat', pid: 30, modelVersion: null }, { ...api, pid: 11, modelVersion: 6, current: true }, api],
      7,
    );
    expect(view).toEqual([
      { name: 'API h1:11 (answered this page)', serves: 'version 6, loading version 7', kind: 'behind' },
      { name: 'API h1:10', serves: 'version 7', kind: 'up-to-date' },
      { name: 'Webchat h1:30', serves: 'loads it on first use', kind: 'not-loaded' },
    ]);
  });
  it('names the training job by what it means for the owner', () => {
    expect(jobLabel(null)).toBe('none lately');
    expect(jobLabel({ state: 'waiting', retries: 0, error: null })).toBe('waiting for a server to take it');
    expect(jobLabel({ state: 'running', retries: 1, error: null })).toBe('running (try 2)');
    expect(jobLabel({ state: 'retrying', retries: 1, error: 'worker exited' })).toBe('failed (worker exited), tried again shortly');
    expect(jobLabel({ state: 'failed', retries: 3, error: null })).toBe('failed; the next change trains again');
    expect(jobLabel({ state: 'completed', retries: 0, error: null })).toBe('done');
  });
});

describe("the training scores, explained", () => {
  it("counts a QnA's title with its phrasings, as the model learns both: 3 phrasings score in quarters", () => {
    expect(scoreTitle('QnA', 3, 0.75)).toBe(
      "75%: 3 of 4 came back to this QnA when held out. Each of its 3 phrasings and its title is classified by a model trained without it; it counts when it is sent back to this QnA above the App's threshold. With 4 sentences, each one missed costs 25 points.",
    );
    expect(scoreTitle('Intent', 2, 0.5)).toMatch(/^50%: 1 of 2 came back to this Intent when held out\. Each of its 2 phrasings is classified/);
    expect(scoreTitle('Intent', 20, 0.95)).not.toMatch(/each one missed/);
  });
  it('says what to do about a low score, and why a single phrasing scores 0%', () => {
    expect(scoreHint('Intent', 5, 0.8)).toBeNull();
    expect(scoreHint('Intent', 5, null)).toBeNull();
    expect(scoreHint('Intent', 1, 0)).toMatch(/^Only one phrasing: held out, nothing else teaches the model this Intent, so it scores 0%\. Add phrasings .*merge the two/);
    expect(scoreHint('QnA', 0, 0)).toMatch(/^Only one sentence \(its title\)/);
    expect(scoreHint('Intent', 4, 0)).toMatch(/^None of its 4 phrasings, held out, came back to it: each went to another QnA or Intent, or fell under the threshold\. Add/);
    expect(scoreHint('QnA', 3, 0.25)).toMatch(/^Only 1 of 4 came back to it when held out\. Add/);
  });
});
