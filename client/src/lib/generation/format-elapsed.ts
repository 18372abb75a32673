/** '0:07', '2:05', '1:02:09' — elapsed time of a run, from its start to `now`. */
export function formatElapsed(startedAt: number | null, now: number): string {
  if (startedAt === null) return '0:00';
  const total = Math.max(0, Math.floor((now - startedAt) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
