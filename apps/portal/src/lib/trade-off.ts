/** What the portal reads of the status's thresholdCurve (GET /trainer/api/v0/status). */
export interface Curve {
  inScopeSentences: number;
  offTopicSentences: number;
  points: readonly { threshold: number; inScope: number; offTopic: number | null }[];
}

/** What a threshold trades on the App's own data, as the Settings page says it beside the slider. */
export interface TradeOff {
  /** "0.16" */
  threshold: string;
  /** Expected in-scope accuracy: "92%". */
  inScope: string;
  /** Expected off-topic rejection: "81%"; null when the App has fewer than two QnAs and Intents. */
  offTopic: string | null;
  /** Where the figures come from, in a sentence. */
  basis: string;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * The figures at the threshold the owner is choosing (the form's text, as typed or as the slider
 * sets it), read off the cross-validation curve (thresholds 0 to 1 by 0.01: the nearest point).
 * Null without a curve (not scored yet) or for a threshold outside 0 to 1.
 */
export function tradeOff(curve: Curve | null | undefined, threshold: string): TradeOff | null {
  if (!curve || curve.points.length === 0 || threshold.trim() === '') return null;
  const t = Number(threshold);
  if (!Number.isFinite(t) || t < 0 || t > 1) return null;
  const at = curve.points.reduce((best, p) => (Math.abs(p.threshold - t) < Math.abs(best.threshold - t) ? p : best));
  const offTopic = at.offTopic === null ? null : pct(at.offTopic);
  const phrasings = `${curve.inScopeSentences} phrasing${curve.inScopeSentences === 1 ? '' : 's'}`;
  const basis =
    offTopic === null
      ? `Each of your ${phrasings} held out in turn and classified by a model trained on the others. Off-topic rejection needs two QnAs or Intents or more.`
      : `Each of your ${phrasings} held out in turn and classified by a model trained on the others; off-topic: the ${curve.offTopicSentences} phrasings of QnAs and Intents left out of a model trained on the rest.`;
  return { threshold: (Math.round(at.threshold * 100) / 100).toFixed(2), inScope: pct(at.inScope), offTopic, basis };
}
