// A stand-in OpenAI-compatible provider for benchmarks: POST /v1/chat/completions answers every
// request with a stream of TOKENS chunks, DELAY_MS apart (SSE, like the real API). Run as its
// own process so its timers do not share an event loop with the load generator; prints its port.
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const TOKENS = Number(process.env.FAKE_TOKENS ?? 50);
const DELAY_MS = Number(process.env.FAKE_DELAY_MS ?? 20);
let requests = 0;

const server = createServer(async (req, res) => {
  for await (const _ of req); // drain the request body
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
    return;
  }
  requests += 1;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const chunk = (delta, finish = null) =>
    `data: ${JSON.stringify({ id: 'bench', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'bench-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
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
