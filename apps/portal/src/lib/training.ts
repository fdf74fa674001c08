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
  return training
    ? { kind: 'training', label: 'Training…', training, scoring }
    : { kind: 'up-to-date', label: 'Up to date', training, scoring };
}

/**
 * Whether to poll the status again: while training or scoring, and after a failure (the api tries
 * again on a later request, a few seconds on); not once idle, up to date and scored.
 */
export function keepPolling(s: TrainingStatus): boolean {
  const v = trainingView(s);
  return v.kind === 'failed' || v.training || v.scoring;
}

/** A live instance as the status lists it. */
export interface InstanceStatus {
  server: 'api' | 'webchat';
  host: string;
  pid: number;
  modelVersion: number | null;
  current: boolean;
}

/** One line per live instance: who it is, and whether the model it serves is the trained one. */
export interface InstanceView {
  name: string;
  serves: string;
  kind: 'up-to-date' | 'behind' | 'not-loaded';
}

/**
 * What each live api and webchat process serves, against the trained model: "version 12", "version
 * 11, loading the new one" or "loads it on first use" (a process loads an App's model when it is
 * first asked). Api processes first, then webchat ones, in the order the status gives.
 */
export function instancesView(instances: readonly InstanceStatus[], trainedVersion: number | null): InstanceView[] {
  return [...instances]
    .sort((a, b) => (a.server === b.server ? 0 : a.server === 'api' ? -1 : 1))
    .map((i) => {
      const name = `${i.server === 'api' ? 'API' : 'Webchat'} ${i.host}:${i.pid}${i.current ? ' (answered this page)' : ''}`;
      if (i.modelVersion === null) return { name, serves: 'loads it on first use', kind: 'not-loaded' };
      if (trainedVersion !== null && i.modelVersion < trainedVersion)
        return { name, serves: `version ${i.modelVersion}, loading version ${trainedVersion}`, kind: 'behind' };
      return { name, serves: `version ${i.modelVersion}`, kind: 'up-to-date' };
    });
}

/** The training job in the portal's words. */
export function jobLabel(job: { state: string; retries: number; error: string | null } | null): string {
  if (!job) return 'none lately';
  switch (job.state) {
    case 'waiting':
      return 'waiting for a server to take it';
    case 'running':
      return job.retries ? `running (try ${job.retries + 1})` : 'running';
    case 'retrying':
      return `failed${job.error ? ` (${job.error})` : ''}, tried again shortly`;
    case 'failed':
      return `failed${job.error ? ` (${job.error})` : ''}; the next change trains again`;
    default:
      return 'done';
  }
}

/**
 * The sentences an item's training score is counted over: its phrasings, and a QnA's title, which
 * the model learns from too (libs/trainer-runtime trains on both).
 */
export function scoredSentences(kind: 'QnA' | 'Intent', phrasings: number): number {
  return phrasings + (kind === 'QnA' ? 1 : 0);
}

/** "3 phrasings and its title", "1 phrasing". */
function sentences(kind: 'QnA' | 'Intent', phrasings: number): string {
  const p = `${phrasings} phrasing${phrasings === 1 ? '' : 's'}`;
  return kind === 'QnA' ? `its ${p} and its title` : `its ${p}`;
}

/**
 * What an item's training score says (libs/classifier's crossValidate): each of its sentences held
 * out in turn, how many a model trained on all the others still sends back to it, above the App's
 * threshold. The badge's tooltip.
 */
export function scoreTitle(kind: 'QnA' | 'Intent', phrasings: number, score: number): string {
  const n = scoredSentences(kind, phrasings);
  const back = Math.round(score * n);
  const each = n > 1 && n < 10 ? ` With ${n} sentences, each one missed costs ${Math.round(100 / n)} points.` : '';
  return (
    `${Math.round(score * 100)}%: ${back} of ${n} came back to this ${kind} when held out. Each of ${sentences(kind, phrasings)} is classified by a ` +
    `model trained without it; it counts when it is sent back to this ${kind} above the App's threshold.${each}`
  );
}

/** What to do about a low training score (under 50%), in a sentence or two; null when it is fine or not known yet. */
export function scoreHint(kind: 'QnA' | 'Intent', phrasings: number, score: number | null): string | null {
  if (score === null || score >= 0.5) return null;
  const n = scoredSentences(kind, phrasings);
  const more = `Add phrasings worded the way users ask, each in other words (5 or more), and if another QnA or Intent is asked the same way, merge the two or make their phrasings distinct.`;
  if (n <= 1)
    return `Only one ${kind === 'QnA' ? 'sentence (its title)' : 'phrasing'}: held out, nothing else teaches the model this ${kind}, so it scores 0%. ${more}`;
  if (score === 0) return `None of ${sentences(kind, phrasings)}, held out, came back to it: each went to another QnA or Intent, or fell under the threshold. ${more}`;
  return `Only ${Math.round(score * n)} of ${n} came back to it when held out. ${more}`;
}
