const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The spec's date style, e.g. 'Jan 5, 2025'. Returns null for missing or unparsable input. */
export function formatDate(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** A compact duration such as '3d 4h', '2h 15m', '45s': the two largest non-zero units. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const units: Array<[string, number]> = [
    ['d', Math.floor(seconds / 86_400)],
    ['h', Math.floor((seconds % 86_400) / 3_600)],
    ['m', Math.floor((seconds % 3_600) / 60)],
    ['s', seconds % 60],
  ];
  const first = units.findIndex(([, n]) => n > 0);
  if (first === -1) return '0s';
  return units
    .slice(first, first + 2)
    .filter(([, n]) => n > 0)
    .map(([unit, n]) => `${n}${unit}`)
    .join(' ');
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** A local clock time such as '2:05:09 PM'. Returns null for missing or unparsable input. */
export function formatTime(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : timeFormat.format(date);
}
