/**
 * Near-duplicate word sets without comparing every pair. Two sets A and B with Jaccard similarity
 * J = |A∩B| / |A∪B| ≥ t differ by few words: A∩B is A with at most ⌊|A|·(1−t)⌋ words deleted.
 * Each set is filed under every subset it gives by that many deletions (its "keys"); two sets
 * meeting under a key C, having deleted x and y words to reach it, are similar as soon as
 * |C| / (|C|+x+y) ≥ t, and every similar pair meets so under C = A∩B. The work is the number of
 * keys (a function of the set's size only) plus the similar pairs: linear in the number of sets.
 */

/** Past this many words a set has too many keys; such sets are compared one by one with the sets of a size they can match. */
const maxKeyed = 12;

/** How many words a set of `size` can lose and still reach `t` against anything: (size − x) / size ≥ t. */
function budget(size: number, t: number): number {
  let x = 0;
  while (x < size && (size - x - 1) / size >= t) x += 1;
  return x;
}

/** Calls `visit` with every subset of the sorted `words` that deletes at most `deletions` of them. */
function eachKey(words: readonly string[], deletions: number, visit: (key: string, size: number, deleted: number) => void): void {
  const kept: string[] = [];
  const walk = (at: number, deleted: number) => {
    if (at === words.length) {
      visit(kept.join('\u0001'), kept.length, deleted);
      return;
    }
    kept.push(words[at]!);
    walk(at + 1, deleted);
    kept.pop();
    if (deleted < deletions) walk(at + 1, deleted + 1);
  };
  walk(0, 0);
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * For each set, the index of the earliest earlier set with Jaccard similarity ≥ `t` (and, when
 * `classOf` is given, of another class: identical texts are not near-duplicates of each other), or −1.
 * Empty sets match nothing.
 */
export function earliestSimilar(sets: readonly ReadonlySet<string>[], t: number, classOf?: readonly number[]): number[] {
  const other = (i: number, j: number) => !classOf || classOf[i] !== classOf[j];
  // Per key, per deletion count: the first set filed there, and the first of another class than it.
  const buckets = new Map<string, [number, number][]>();
  const bySize = new Map<number, number[]>();
  const out: number[] = [];
  for (let j = 0; j < sets.length; j += 1) {
    const set = sets[j]!;
    const a = set.size;
    let best = -1;
    const consider = (i: number) => {
      if (i >= 0 && i !== j && (best < 0 || i < best)) best = i;
    };
    if (a > 0 && a <= maxKeyed) {
      eachKey([...set].sort(), budget(a, t), (key, size, y) => {
        let groups = buckets.get(key);
        if (!groups) buckets.set(key, (groups = []));
        for (let x = 0; x < groups.length; x += 1) {
          const g = groups[x];
          if (g && size / (size + x + y) >= t) consider(other(g[0], j) ? g[0] : g[1]);
        }
        const mine = groups[y];
        if (!mine) groups[y] = [j, -1];
        else if (mine[1] < 0 && other(mine[0], j)) mine[1] = j;
      });
    }
    // Pairs with a set too large to key are checked directly, against the sizes that can match.
    if (a > 0) {
      for (const [b, list] of bySize) {
        if ((a <= maxKeyed && b <= maxKeyed) || Math.min(a, b) / Math.max(a, b) < t) continue;
        const i = list.find((k) => other(k, j) && jaccard(sets[k]!, set) >= t);
        if (i !== undefined) consider(i);
      }
      const list = bySize.get(a);
      if (list) list.push(j);
      else bySize.set(a, [j]);
    }
    out.push(best);
  }
  return out;
}
