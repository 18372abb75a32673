/**
 * A line-based three-way merge: the hand edits between `base` and `mine` and the generated
 * changes between `base` and `theirs` are both kept when they touch different lines (a line
 * added next to a changed one counts as different).
 * Returns null when both change the same lines differently (a conflict a person must resolve).
 */
export function merge3(base: string, mine: string, theirs: string): string | null {
  const o = base.split('\n');
  const ours = edits(o, mine.split('\n'));
  const other = edits(o, theirs.split('\n'));
  const all: Edit[] = [...ours];
  for (const e of other) {
    const clash = ours.find((x) => overlap(x, e));
    if (!clash) all.push(e);
    else if (clash.start !== e.start || clash.end !== e.end || !equal(clash.lines, e.lines)) return null;
  }
  // Insertions before replacements at the same place, so "a line added above" stays above.
  all.sort((x, y) => x.start - y.start || x.end - y.end);
  const out: string[] = [];
  let at = 0;
  for (const e of all) {
    out.push(...o.slice(at, e.start), ...e.lines);
    at = e.end;
  }
  out.push(...o.slice(at));
  return out.join('\n');
}

/** Base lines [start, end) replaced by `lines` (start = end: an insertion before line start). */
interface Edit {
  start: number;
  end: number;
  lines: string[];
}

/**
 * Two edits touch the same lines: overlapping ranges, two insertions at one place, or an
 * insertion strictly inside a replaced range. An insertion at either edge of a replaced range is not.
 */
function overlap(x: Edit, y: Edit): boolean {
  const point = (e: Edit) => e.start === e.end;
  if (point(x) && point(y)) return x.start === y.start;
  if (point(x)) return y.start < x.start && x.start < y.end;
  if (point(y)) return x.start < y.start && y.start < x.end;
  return x.start < y.end && y.start < x.end;
}

/** The edits that turn `o` into `x`, from a longest common subsequence. */
function edits(o: string[], x: string[]): Edit[] {
  const m = matches(o, x);
  const out: Edit[] = [];
  let [i, j] = [0, 0];
  for (let s = 0; s <= o.length; s += 1) {
    if (s < o.length && m[s]! < 0) continue;
    const xe = s === o.length ? x.length : m[s]!;
    if (s > i || xe > j) out.push({ start: i, end: s, lines: x.slice(j, xe) });
    [i, j] = [s + 1, xe + 1];
  }
  return out;
}

const equal = (x: string[], y: string[]) => x.length === y.length && x.every((l, n) => l === y[n]);

/** For each line of `x`, the line of `y` it matches in a longest common subsequence, or -1. */
function matches(x: string[], y: string[]): number[] {
  const n = x.length;
  const m = y.length;
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let p = n - 1; p >= 0; p -= 1) {
    for (let q = m - 1; q >= 0; q -= 1) lcs[p]![q] = x[p] === y[q] ? lcs[p + 1]![q + 1]! + 1 : Math.max(lcs[p + 1]![q]!, lcs[p]![q + 1]!);
  }
  const out = new Array<number>(n).fill(-1);
  let [p, q] = [0, 0];
  while (p < n && q < m) {
    if (x[p] === y[q]) {
      out[p] = q;
      p += 1;
      q += 1;
    } else if (lcs[p + 1]![q]! >= lcs[p]![q + 1]!) p += 1;
    else q += 1;
  }
  return out;
}
