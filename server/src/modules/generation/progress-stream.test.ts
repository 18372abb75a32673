import { expect, it } from 'vitest';
import { ProgressStream } from './progress-stream.js';

function recorder(intervalMs = 30) {
  const sent: { delta: string; section: string }[] = [];
  const stream = new ProgressStream(async (delta, section) => void sent.push({ delta, section }), intervalMs);
  return { sent, stream };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const head = '# Doc\n\n> note\n\n## One\n\nfirst\n';

it('sends the first section whole, then streams later sections behind their heading; the deltas add up to the document', async () => {
  const { sent, stream } = recorder();
  stream.token('ignored', { index: 0, sectionTitle: 'One' });
  await stream.finish({ index: 0, total: 2, sectionTitle: 'One', partial: head }, async () => {});
  stream.token('\nHello', { index: 1, sectionTitle: 'Two' });
  stream.token(' world', { index: 1, sectionTitle: 'Two' });
  await sleep(60);
  stream.token('.\n\n', { index: 1, sectionTitle: 'Two' });
  const full = `${head}\n## Two\n\nHello world.\n\n_Covers: FR-1._\n`;
  await stream.finish({ index: 1, total: 2, sectionTitle: 'Two', partial: full }, async () => {});
  expect(sent).toEqual([
    { delta: head, section: 'One' },
    { delta: '\n## Two\n\nHello world', section: 'Two' },
    { delta: '.\n\n_Covers: FR-1._\n', section: 'Two' },
  ]);
  expect(sent.map((s) => s.delta).join('')).toBe(full);
});

it('batches tokens into one event per interval', async () => {
  const { sent, stream } = recorder(40);
  await stream.finish({ index: 0, total: 2, sectionTitle: 'One', partial: head }, async () => {});
  for (let i = 0; i < 20; i++) stream.token(`t${i} `, { index: 1, sectionTitle: 'Two' });
  await sleep(80);
  expect(sent).toHaveLength(2);
  await stream.close();
});

it('never resends streamed text when the final section differs from its stream (the stored content wins)', async () => {
  const { sent, stream } = recorder(10);
  await stream.finish({ index: 0, total: 2, sectionTitle: 'One', partial: head }, async () => {});
  stream.token('```markdown\nBody', { index: 1, sectionTitle: 'Two' });
  await sleep(30);
  stream.token('\n```', { index: 1, sectionTitle: 'Two' });
  await stream.finish({ index: 1, total: 2, sectionTitle: 'Two', partial: `${head}\n## Two\n\nBody\n` }, async () => {});
  expect(sent.slice(1).map((s) => s.delta)).toEqual(['\n## Two\n\n```markdown\nBody', '\n```']);
});

it('runs the database write of a finished section before its event, and a failed write sends nothing', async () => {
  const { sent, stream } = recorder();
  const order: string[] = [];
  await stream.finish({ index: 0, total: 2, sectionTitle: 'One', partial: head }, async () => void order.push('persist'));
  expect(order).toEqual(['persist']);
  await expect(
    stream.finish({ index: 1, total: 2, sectionTitle: 'Two', partial: `${head}x` }, async () => {
      throw new Error('taken over');
    }),
  ).rejects.toThrow('taken over');
  expect(sent).toHaveLength(1);
});
