/**
 * The longest time the event loop went without a turn while `work` ran, in milliseconds.
 *
 * A gap between two timer turns counts only as long as the process was really running: the
 * smaller of the wall-clock gap and the CPU time the process used in it. On a machine shared by
 * many busy processes the scheduler can stop ours for 100 ms and more, which is not code holding
 * the loop; CPU time does not pass while it is stopped. Work run synchronously (or a GC pause it
 * causes) uses CPU the whole time, so it still counts in full. The work runs up to `attempts`
 * times and the smallest stall is answered: code that really holds the loop does so every time.
 */
export async function longestStall(work: () => Promise<unknown>, attempts = 3, bound = 100): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < attempts && best >= bound; i += 1) {
    let lastWall = performance.now();
    let lastCpu = process.cpuUsage();
    let longest = 0;
    const turn = () => {
      const wall = performance.now() - lastWall;
      const used = process.cpuUsage(lastCpu);
      longest = Math.max(longest, Math.min(wall, (used.user + used.system) / 1000));
      lastWall = performance.now();
      lastCpu = process.cpuUsage();
    };
    const timer = setInterval(turn, 1);
    await work();
    clearInterval(timer);
    turn();
    best = Math.min(best, longest);
  }
  return best;
}
