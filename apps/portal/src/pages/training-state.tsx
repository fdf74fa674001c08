import { useEffect, useRef, useState } from 'preact/hooks';
import { appCall, TRAINER, type TrainerStatus } from '../api';
import { percent } from '../lib/chart';
import { ago, dateTime, duration } from '../lib/time';
import { instancesView, jobLabel, keepPolling, trainingView } from '../lib/training';

/** How often the status is read while the App trains (or retries a failed training), and for how long at most after a change. */
const POLL_MS = 2000;
const MAX_POLLS = 90;

/**
 * Where the App's training stands (GET /trainer/api/v0/status): up to date or training, the data
 * version against the trained model's, the training job, what each live server serves, the last
 * training, the cross-validation score. Read again
 * every couple of seconds while it trains or scores, and after every change (`changes` counts
 * them); `onScored` is called when new training scores land, for the lists to show them.
 */
export function TrainingState(props: { appId: string; changes: number; onScored: () => void }) {
  const [status, setStatus] = useState<TrainerStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const polls = useRef(0);
  const scored = useRef<number | null>(null);
  const onScored = useRef(props.onScored);
  onScored.current = props.onScored;

  const load = useRef<() => Promise<void>>(async () => undefined);
  useEffect(() => {
    let live = true;
    load.current = async () => {
      try {
        const s = await appCall<TrainerStatus>(props.appId, 'GET', `${TRAINER}/status`);
        if (!live) return;
        setError(null);
        if (scored.current !== null && s.scoredVersion !== scored.current) onScored.current();
        scored.current = s.scoredVersion;
        setStatus(s);
      } catch (e) {
        if (live) setError(e instanceof Error ? e.message : String(e));
      }
    };
    return () => {
      live = false;
    };
  }, [props.appId]);

  useEffect(() => {
    polls.current = 0;
    void load.current();
  }, [props.appId, props.changes]);

  useEffect(() => {
    if (!status || !keepPolling(status) || polls.current >= MAX_POLLS) return;
    const t = setTimeout(() => {
      polls.current++;
      void load.current();
    }, POLL_MS);
    return () => clearTimeout(t);
  }, [status]);

  const view = status && trainingView(status);
  return (
    <section class="card training-state" aria-labelledby="training-state-title">
      <div class="training-head">
        <h2 id="training-state-title">Model</h2>
        <span role="status" class={`state ${view?.kind ?? 'loading'}`} data-testid="training-state">
          {view ? view.label : error ? 'Unknown' : 'Loading…'}
        </span>
      </div>
      {error && <p class="error">{error}</p>}
      {status?.state === 'failed' && (
        <p class="error" data-testid="training-failure">
          The last training failed{status.reason ? `: ${status.reason}.` : '.'} The previous model keeps answering; the next change trains
          again.
        </p>
      )}
      {status && (
        <dl class="facts">
          <div>
            <dt>Data version</dt>
            <dd data-testid="data-version">{status.dataVersion}</dd>
          </div>
          <div>
            <dt>Trained model</dt>
            <dd data-testid="model-version">
              {status.trainedVersion === null
                ? 'first training…'
                : status.trainedVersion === status.dataVersion
                  ? `version ${status.trainedVersion}, up to date`
                  : `version ${status.trainedVersion}, training…`}
            </dd>
          </div>
          <div>
            <dt>Training job</dt>
            <dd data-testid="training-job">{jobLabel(status.job)}</dd>
          </div>
          <div>
            <dt>Last training</dt>
            <dd>
              {status.lastTrainedAt ? (
                <>
                  <span title={dateTime(status.lastTrainedAt)}>{ago(status.lastTrainedAt)}</span>
                  {status.lastTrainingMs !== null && <span class="muted">, took {duration(status.lastTrainingMs)}</span>}
                </>
              ) : (
                <span class="muted">not yet</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Cross-validation score</dt>
            <dd data-testid="cv-score" title="The mean of the training scores of your QnAs and Intents (each counts the same)">
              {status.items === 0 ? (
                <span class="muted">no data yet</span>
              ) : view?.scoring || status.crossValidationScore === null ? (
                <span class="muted">scoring…</span>
              ) : (
                percent(status.crossValidationScore)
              )}
            </dd>
          </div>
        </dl>
      )}
      {status && status.items > 0 && <ScoreHelp />}
      {status && status.instances.length > 0 && (
        <details class="instances" data-testid="instances">
          <summary>
            Served by {status.instances.length} server{status.instances.length === 1 ? '' : 's'}
          </summary>
          <ul>
            {instancesView(status.instances, status.trainedVersion).map((i) => (
              <li key={i.name} class={i.kind}>
                {i.name}: {i.serves}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** What the training scores are and what to do about a low one, under the App's score. */
function ScoreHelp() {
  return (
    <details class="score-help" data-testid="score-help">
      <summary>What is this score?</summary>
      <p>
        How well the model tells your QnAs and Intents apart, measured on your own phrasings (cross-validation). Each phrasing, and each QnA's title, is
        held out in turn (in 5 rounds) and classified by a model trained on all the others. An item's score is the share of its phrasings sent back
        to it above the App's threshold; one sent to another QnA or Intent, or under the threshold, is missed. The App's score is the mean of its
        items' scores, each item counting the same: a QnA with 3 phrasings and its title scores in steps of 25%, and new items with few phrasings
        (an import of short Intents, say) pull the App's score down.
      </p>
      <p>
        A low score means users who ask that way may get another answer, or none. To raise it: give each item more phrasings (5 or more), each in
        other words, the way users really ask; merge QnAs or Intents that users ask the same way, or make their phrasings distinct. An item with a
        single phrasing always scores 0%: held out, nothing else teaches the model about it. In Try it, type new wordings rather than
        stored ones: a stored phrasing always finds its item.
      </p>
    </details>
  );
}
