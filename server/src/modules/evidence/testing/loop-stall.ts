/**
 * The longest time the event loop went without a turn while `work` ran, in milliseconds. On a
 * shared machine the scheduler or a GC pause can stall any single attempt, so the work is run up
 * to `attempts` times and the smallest stall is answered: code that really holds the loop for
 * a long stretch stalls it on every attempt.
 */
export async function longestStall(work: () => Promise<unknown>, attempts = 3, bound = 100): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < attempts && best >= bound; i += 1) {
    let last = performance.now();
    let longest = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    await work();
    clearInterval(timer);
    longest = Math.max(longest, performance.now() - last);
    best = Math.min(best, longest);
  }
  return best;
}
