// A stand-in OpenAI-compatible provider for benchmarks: POST /v1/chat/completions answers every
// request with a stream of TOKENS chunks, DELAY_MS apart (SSE, like the real API). Run as its
// own process so its timers do not share an event loop with the load generator; prints its port.
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const TOKENS = Number(process.env.FAKE_TOKENS ?? 50);
const DELAY_MS = Number(process.env.FAKE_DELAY_MS ?? 20);
let requests = 0;

// The PRD starts with one structured-output call for the spec graph (server/src/modules/generation/
// llm/graph-prompt.ts): answered with the draft graph the prompt carries, as a model keeping the
// draft would (llm/testing/fake-llm-server.ts does the same for the tests), so generations succeed.
const GRAPH_PROMPT_HEAD = 'Write the spec graph of this project as one JSON object.';
const DRAFT_MARKER = 'in the exact format of the answer (JSON):\n';
const textOf = (content) => (typeof content === 'string' ? content : Array.isArray(content) ? content.map((p) => p?.text ?? '').join('') : '');
function draftGraph(body) {
  const prompt = (body.messages ?? []).map((m) => (m.role === 'user' ? textOf(m.content) : '')).find((t) => t.startsWith(GRAPH_PROMPT_HEAD));
  return prompt === undefined ? undefined : prompt.slice(prompt.indexOf(DRAFT_MARKER) + DRAFT_MARKER.length);
}

const server = createServer(async (req, res) => {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
    return;
  }
  requests += 1;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const chunk = (delta, finish = null) => `data: ${JSON.stringify({ id: 'bench', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'bench-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const graph = draftGraph(JSON.parse(raw || '{}'));
  if (graph !== undefined) {
    for (let at = 0; at < graph.length && !res.destroyed; at += 400) res.write(chunk({ content: graph.slice(at, at + 400) }));
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
    return;
  }
  for (let i = 0; i < TOKENS && !res.destroyed; i += 1) {
    res.write(chunk(i === 0 ? { role: 'assistant', content: 'Bench ' } : { content: `token${i} ` }));
    await sleep(DELAY_MS);
  }
  if (res.destroyed) return;
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => {
  console.error(`fake provider: ${requests} requests`);
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
