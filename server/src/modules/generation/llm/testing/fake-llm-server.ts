import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { GRAPH_PROMPT_HEAD } from '../graph-prompt.js';

/**
 * A local stand-in for an LLM provider over real HTTP: OpenAI-compatible
 * `POST /v1/chat/completions` and Anthropic `POST /v1/messages`, both streaming SSE the way the
 * real APIs do. Each request is answered by the test's script; requests are recorded.
 */
export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** Error body for a non-2xx status (JSON). */
  error?: unknown;
  /** Text pieces, each sent as one SSE chunk. */
  chunks?: string[];
  chunkDelayMs?: number;
  /** `stop` (default) or `length` (OpenAI) / `end_turn` or `max_tokens` (Anthropic, mapped). */
  finish?: 'stop' | 'length';
  /** Drop the connection after this many chunks (a broken stream). */
  dropAfter?: number;
  /** Send the headers, then nothing: the client must time out. */
  hang?: boolean;
}

export interface RecordedRequest {
  n: number;
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    max_tokens?: number;
    messages?: { role: string; content: unknown }[];
    system?: unknown;
    response_format?: { type: string };
  };
  /** Text of the last user message. */
  prompt: string;
  /** Set when the client closed the connection before the answer ended (cancel, time-out). */
  closedEarly: boolean;
}

export type FakeScript = (request: RecordedRequest) => FakeReply;

export interface FakeLlmServer {
  /** Base URL with the version path, as LLM_BASE_URL takes it. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (p && typeof p === 'object' && 'text' in p ? String(p.text) : '')).join('');
  return '';
}

/** The section a prompt asks for (see prompt.ts), so scripts can answer per section. */
export function sectionAsked(prompt: string): { index: number; title: string } {
  const m = /Write section (\d+) of \d+: "([^"]*)"/.exec(prompt);
  return { index: m ? Number(m[1]) : 0, title: m?.[2] ?? '' };
}

/** Whether a request belongs to the spec-graph conversation (its first prompt, or a repair round of it). */
export function graphAsked(request: RecordedRequest): boolean {
  return (request.body.messages ?? []).some((m) => m.role === 'user' && textOf(m.content).startsWith(GRAPH_PROMPT_HEAD));
}

/** The draft graph a graph prompt carries (graph-prompt.ts), parsed. */
export function draftGraphIn(request: RecordedRequest): Record<string, unknown[]> {
  const first = (request.body.messages ?? []).find((m) => m.role === 'user' && textOf(m.content).startsWith(GRAPH_PROMPT_HEAD));
  const prompt = textOf(first?.content);
  const marker = 'in the exact format of the answer (JSON):\n';
  return JSON.parse(prompt.slice(prompt.indexOf(marker) + marker.length)) as Record<string, unknown[]>;
}

/** A JSON answer streamed in pieces of `size` characters, as models stream structured output. */
export function jsonReply(value: unknown, size = 400): FakeReply {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const chunks: string[] = [];
  for (let at = 0; at < text.length; at += size) chunks.push(text.slice(at, at + size));
  return { chunks };
}

/**
 * Default answer: the draft graph back unchanged for a graph request (a model that keeps the
 * draft), else a few words naming the section, streamed as several chunks.
 */
export const echoSection: FakeScript = (req) => {
  if (graphAsked(req)) return jsonReply(draftGraphIn(req));
  const { index, title } = sectionAsked(req.prompt);
  return { chunks: ['Model ', 'text ', `for section ${index}: `, `${title}.`] };
};

const sse = (res: ServerResponse, data: unknown, event?: string) => res.write(`${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);

async function openAiStream(res: ServerResponse, reply: FakeReply, model: string) {
  const chunk = (delta: object, finish: string | null) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
    // Token counts on the last chunk, as servers asked for `stream_options.include_usage` send them.
    ...(finish ? { usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } } : {}),
  });
  for (const [i, text] of (reply.chunks ?? []).entries()) {
    if (i === reply.dropAfter) res.destroy();
    if (res.destroyed) return;
    sse(res, chunk(i === 0 ? { role: 'assistant', content: text } : { content: text }, null));
    if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
  }
  sse(res, chunk({}, reply.finish ?? 'stop'));
  sse(res, '[DONE]');
}

async function anthropicStream(res: ServerResponse, reply: FakeReply, model: string) {
  sse(
    res,
    {
      type: 'message_start',
      message: { id: 'msg_fake', type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } },
    },
    'message_start',
  );
  sse(res, { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }, 'content_block_start');
  for (const text of reply.chunks ?? []) {
    if (res.destroyed) return;
    sse(res, { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } }, 'content_block_delta');
    if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
  }
  sse(res, { type: 'content_block_stop', index: 0 }, 'content_block_stop');
  const stop = reply.finish === 'length' ? 'max_tokens' : 'end_turn';
  sse(res, { type: 'message_delta', delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 5 } }, 'message_delta');
  sse(res, { type: 'message_stop' }, 'message_stop');
}

export async function startFakeLlmServer(script: FakeScript = echoSection): Promise<FakeLlmServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const part of req) raw += String(part);
    const body = (raw ? JSON.parse(raw) : {}) as RecordedRequest['body'];
    const users = (body.messages ?? []).filter((m) => m.role === 'user');
    const record: RecordedRequest = {
      n: requests.length + 1,
      path: req.url ?? '',
      headers: req.headers,
      body,
      prompt: textOf(users.at(-1)?.content),
      closedEarly: false,
    };
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.closedEarly = true;
    });
    const reply = script(record);
    const anthropic = record.path.endsWith('/messages');
    if (!anthropic && !record.path.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    if (reply.status && reply.status >= 400) {
      const error = reply.error ?? (anthropic ? { type: 'error', error: { type: 'api_error', message: `fake ${reply.status}` } } : { error: { message: `fake ${reply.status}`, type: 'fake' } });
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(error));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', ...reply.headers });
    res.flushHeaders();
    if (reply.hang) return; // Left open; the client's time-out must close it.
    await (anthropic ? anthropicStream(res, reply, body.model ?? '') : openAiStream(res, reply, body.model ?? ''));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
