import { describe, expect, it } from 'vitest';
import { keepPolling, trainingView, type TrainingStatus } from './training';

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
