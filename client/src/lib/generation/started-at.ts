/**
 * When a generation run began, as first seen by this browser. Kept in localStorage per document
 * version so a reload or a second tab shows the same elapsed time.
 */
const key = (id: string, version: number) => `specforge.generation.started.${id}.${version}`;

function read(id: string, version: number): number | null {
  try {
    const value = Number(window.localStorage.getItem(key(id, version)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function startedAt(id: string, version: number): number | null {
  return read(id, version);
}

/** The stored start of this run, or now (stored) when it is the first sighting. */
export function markStarted(id: string, version: number): number {
  const known = read(id, version);
  if (known) return known;
  const now = Date.now();
  try {
    window.localStorage.setItem(key(id, version), String(now));
  } catch {
    // Storage full or blocked: the elapsed time then starts from this page's load.
  }
  return now;
}
