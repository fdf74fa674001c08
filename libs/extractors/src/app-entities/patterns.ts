import { RE2JS } from 're2js';
import safeRegex from 'safe-regex2';

/** The longest pattern an App may declare (characters). */
export const MAX_PATTERN_LENGTH = 300;

/** A compiled pattern: found in a sentence in time linear in its length (RE2), whatever it is. */
export interface CompiledPattern {
  source: string;
  find(sentence: string): { start: number; end: number; text: string }[];
}

/**
 * What is wrong with a pattern an App declares, or null. Patterns run on RE2 (`re2js`: no
 * backtracking, so matching takes time linear in the sentence's length whatever the pattern), and
 * are refused when they:
 * - do not compile as RE2 (lookarounds and back-references are not RE2: the message says which),
 * - could backtrack catastrophically in a backtracking engine (nested quantifiers such as `(a+)+`:
 *   `safe-regex2`): harmless here, but a bot that reuses the App's patterns (they are exported to Rasa
 *   and Dialogflow) would hang on them,
 * - match the empty string (they would match everywhere),
 * - are longer than MAX_PATTERN_LENGTH.
 */
export function patternProblem(pattern: string): string | null {
  if (!pattern.trim()) return 'must not be empty';
  if (pattern.length > MAX_PATTERN_LENGTH) return `must be at most ${MAX_PATTERN_LENGTH} characters (got ${pattern.length})`;
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern);
  } catch (err) {
    return `is not a pattern this server runs (RE2 syntax: no lookarounds, no back-references): ${err instanceof Error ? err.message : String(err)}`;
  }
  if (re.matches('')) return 'matches the empty string, so it would match everywhere';
  // The check reads JavaScript's syntax: RE2's leading flags are left out, and a pattern JavaScript
  // cannot read at all (RE2-only syntax) runs on RE2 only, where it is safe.
  const js = asJavaScript(pattern.replace(/^\(\?[imsU]+\)/, ''));
  if (js && !safeRegex(js)) return 'could backtrack catastrophically (nested quantifiers such as (a+)+): write it without a quantifier on a group that has one';
  return null;
}

/** Compiles a pattern checked by `patternProblem` (throws on one it refuses). */
export function compilePattern(pattern: string): CompiledPattern {
  const problem = patternProblem(pattern);
  if (problem) throw new Error(`pattern ${pattern} ${problem}`);
  const re = RE2JS.compile(pattern);
  return {
    source: pattern,
    find(sentence) {
      const out: { start: number; end: number; text: string }[] = [];
      const m = re.matcher(sentence);
      let from = 0;
      while (from <= sentence.length && m.find(from)) {
        const start = m.start();
        const end = m.end();
        if (end > start) out.push({ start, end, text: sentence.slice(start, end) });
        from = end > start ? end : start + 1;
      }
      return out;
    },
  };
}

function asJavaScript(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}
