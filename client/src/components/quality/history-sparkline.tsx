import { formatDate } from '../../lib/format';

interface Point {
  score: number;
  createdAt: string;
}

const WIDTH = 240;
const HEIGHT = 48;
const PAD = 4;

/** The score over time as a small line (0–100 bottom to top), oldest on the left. */
export function HistorySparkline({ points }: { points: readonly Point[] }) {
  if (points.length < 2) return null;
  const step = (WIDTH - PAD * 2) / (points.length - 1);
  const xy = points.map((p, i) => [PAD + i * step, PAD + (HEIGHT - PAD * 2) * (1 - p.score / 100)] as const);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={`Score history: ${first.score} on ${formatDate(first.createdAt)}, ${last.score} on ${formatDate(last.createdAt)}`}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      <polyline points={xy.map(([x, y]) => `${x},${y}`).join(' ')} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={2} strokeLinejoin="round" />
      {xy.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={2.5} fill="var(--mantine-primary-color-filled)" />
      ))}
    </svg>
  );
}
