/** What the portal reads of a candidate of POST /trainer/api/v0/classify/explain. */
export interface WhyCandidate {
  id: string;
  type: 'QnA' | 'Intent';
  label: string;
  probability: number;
}

/** What the portal reads of POST /trainer/api/v0/classify/explain. */
export interface WhyExplained {
  candidates: readonly WhyCandidate[];
  matches: readonly WhyCandidate[];
  threshold: number;
  /** The sentence's words the model read as the App's own (typos of them). */
  typos?: readonly { word: string; readAs: string }[];
}

/** A probability or threshold as the Settings page writes it: 0 to 1, two decimals ("0.16"). */
export function score(p: number): string {
  return (Math.round(p * 100) / 100).toFixed(2);
}

/** One candidate against the App's threshold: "Opening hours 0.12 — threshold 0.16". */
export interface WhyLine {
  id: string;
  type: 'QnA' | 'Intent';
  label: string;
  text: string;
  passes: boolean;
}

/** Why try-it's sentence was answered or not: a sentence, and each of the best candidates against the threshold. */
export interface Why {
  answered: boolean;
  verdict: string;
  lines: WhyLine[];
  /** 'Read “paymnet” as “payment”.' when the model read typos as the App's words, else null. */
  read: string | null;
}

/** The words read as typos of the App's, as a sentence: 'Read “paymnet” as “payment”, “opne” as “open”.' */
export function typosLine(typos: readonly { word: string; readAs: string }[] | undefined): string | null {
  if (!typos?.length) return null;
  return `Read ${typos.map((t) => `“${t.word}” as “${t.readAs}”`).join(', ')}.`;
}

/**
 * Why the App answered a sentence or rejected it (issue #31, "the owner sees why"): the decision in a
 * sentence, then each of the best candidates (whatever their probability) against the threshold, so
 * a rejected sentence shows how far its best candidate was from being answered. Null when the App
 * has no QnA or Intent yet.
 */
export function whyAnswered(x: WhyExplained): Why | null {
  const best = x.candidates[0];
  if (!best) return null;
  const t = score(x.threshold);
  const lines = x.candidates.map((c) => ({
    id: c.id,
    type: c.type,
    label: c.label,
    text: `${c.label} ${score(c.probability)} — threshold ${t}`,
    passes: c.probability >= x.threshold,
  }));
  const kept = x.matches[0];
  const read = typosLine(x.typos);
  if (!kept)
    return {
      answered: false,
      verdict: `Not answered: the best candidate, ${best.label}, scores ${score(best.probability)}, under the threshold ${t}.`,
      lines,
      read,
    };
  const tie = x.matches.length > 1 ? ` (a tie with ${x.matches.length - 1} other${x.matches.length > 2 ? 's' : ''})` : '';
  return { answered: true, verdict: `Answered: ${kept.label} scores ${score(kept.probability)}, at or over the threshold ${t}${tie}.`, lines, read };
}
