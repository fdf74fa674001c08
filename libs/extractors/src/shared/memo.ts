/**
 * `fn` with its results for the last few thousand distinct arguments kept (emptied when full, so
 * memory stays bounded). For pure string folds that cost far more than a small-map probe
 * (NFD normalisation and regex replaces on accented words); chat words repeat.
 */
export function memoized(fn: (s: string) => string, max = 4096): (s: string) => string {
  let cache = new Map<string, string>();
  return (s) => {
    let r = cache.get(s);
    if (r === undefined) {
      r = fn(s);
      if (cache.size >= max) cache = new Map();
      cache.set(s, r);
    }
    return r;
  };
}
