import { describe, expect, it } from 'vitest';
import { addDays, parseDay } from './roadmap-schedule.js';
import { workday } from './schedule.js';

/** The definition, walked one calendar day at a time: what `workday` must equal. */
function walked(start: string, n: number): string {
  let day = start;
  const weekend = (d: string) => [0, 6].includes(new Date(parseDay(d)).getUTCDay());
  while (weekend(day)) day = addDays(day, 1);
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (!weekend(day)) left -= 1;
  }
  return day;
}

describe('working days after a start date', () => {
  it('equals walking the calendar day by day, from every weekday and weekend day, for whole and half days', () => {
    for (let s = 0; s < 14; s += 1) {
      const start = addDays('2027-03-01', s);
      for (const n of [0, 0.5, 1, 2.5, 4, 5, 6, 7.5, 9, 10, 11, 23, 99.5, 250, 1001, -3]) expect([start, n, workday(start, n)]).toEqual([start, n, walked(start, n)]);
    }
  });

  it('takes constant time: ten thousand dates a thousand working days out in well under a second', () => {
    const t = performance.now();
    for (let i = 0; i < 10_000; i += 1) workday('2027-01-04', 1000 + (i % 7));
    expect(performance.now() - t).toBeLessThan(500);
  });
});
