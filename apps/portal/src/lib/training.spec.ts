import { describe, expect, it } from 'vitest';
import { instancesView, jobLabel, keepPolling, trainingView, type TrainingStatus } from './training';

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
