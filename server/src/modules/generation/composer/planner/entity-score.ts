/** A thing the data model may keep, and how much the brief says of it (build-entities.ts). */

export interface Candidate {
  name: string;
  words: string[];
  /** What the journeys, the description and the personas say of it: no feature's edit moves it. */
  base: number;
  /** What each feature line says of it, kept apart: a thing is decided by one feature, never by a count over them. */
  byFeature: Map<string, number>;
  first: number;
  lines: string[];
  /** Named at least once outside a setting ("fires the kiln", not only "at the ramp"). */
  grounded?: boolean;
}

/**
 * A thing's weight: the stable sources (journeys, description, personas) and the one feature that
 * says most of it, not the sum over features. A feature that names a thing by its words, even as
 * the modifier of another ("Online concert tickets"), says at least that much of it: whether the
 * thing exists for that feature is decided by that feature alone, so removing another leaves it.
 */
export function scoreOf(c: Candidate): number {
  return c.base + Math.max(0, ...c.byFeature.values());
}

/** What one feature line and the stable sources say of a thing: enough for that feature to use it. */
export function heldBy(c: Candidate, line: string): boolean {
  return c.base + (c.byFeature.get(line) ?? 0) >= 2;
}

export function addTo(c: Candidate, line: string | null, score: number): void {
  if (line === null) c.base += score;
  else c.byFeature.set(line, (c.byFeature.get(line) ?? 0) + score);
}
