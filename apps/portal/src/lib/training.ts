/** What the portal reads of GET /trainer/api/v0/status. */
export interface TrainingStatus {
  state: 'idle' | 'training' | 'failed';
  dataVersion: number;
  modelVersion: number | null;
  scoredVersion: number;
  crossValidationScore: number | null;
  items: number;
}

/** Where the App's training stands, in the portal's words, and whether to look again soon. */
export interface TrainingView {
  kind: 'up-to-date' | 'training' | 'failed';
  label: string;
  /** The served model is behind the data or a training runs: the status changes soon. */
  training: boolean;
  /** The cross-validation score of the current data is still being computed (it follows training). */
  scoring: boolean;
}

export function trainingView(s: TrainingStatus): TrainingView {
  const scoring = s.items > 0 && s.scoredVersion < s.dataVersion;
  if (s.state === 'failed') return { kind: 'failed', label: 'Training failed', training: false, scoring: false };
  const training = s.state === 'training' || s.modelVersion !== s.dataVersion;
  return training ? { kind: 'training', label: 'Training…', training, scoring } : { kind: 'up-to-date', label: 'Up to date', training, scoring };
}

/**
 * Whether to poll the status again: while training or scoring, and after a failure (the api tries
 * again on a later request, a few seconds on); not once idle, up to date and scored.
 */
export function keepPolling(s: TrainingStatus): boolean {
  const v = trainingView(s);
  return v.kind === 'failed' || v.training || v.scoring;
}
