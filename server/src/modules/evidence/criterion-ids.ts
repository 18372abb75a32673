/**
 * How a test names the acceptance criteria it verifies: the criterion ids (`AC-3.1`) written
 * anywhere in its name, class name or `criteria` property, matched exactly and on word
 * boundaries, so `AC-1.2` is not found in `AC-1.23`, `XAC-1.2` or `AC-1.2.4`.
 */
const CRITERION_ID = /(?<![A-Za-z0-9_.-])AC-\d{1,6}\.\d{1,6}(?![A-Za-z0-9_]|\.\d)/g;

/** The JUnit property a test may carry to name its criteria: `<property name="criteria" value="AC-1.2, AC-3.1"/>`. */
export const CRITERIA_PROPERTY = 'criteria';

/** The distinct criterion ids cited in `texts`, in order of first appearance. */
export function criterionIdsIn(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(CRITERION_ID)) found.add(match[0]);
  return [...found];
}
