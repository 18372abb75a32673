import type { SectionProgress } from './llm/generator.js';

/** What one progress event carries: Markdown appended since the previous event, and the section. */
export type SendDelta = (delta: string, section: string) => Promise<void>;

/**
 * Turns a generator's tokens and finished sections into the subscription's text deltas, so that
 * the deltas of a document, appended in order, give its Markdown:
 * - tokens are batched (one event every `intervalMs` at most), preceded by the section heading;
 * - a finished section sends only what its final text adds to what was streamed (usually the
 *   `_Covers: …_` line or nothing), never the streamed text again;
 * - tokens of the first section are not streamed (the document's head line is only known when
 *   that section ends, and it comes first); neither is anything after a section whose final
 *   text differs from its stream (the model repeated the heading, wrapped it in a fence): the
 *   stored `content` is authoritative, and the next section streams again.
 * Sends run one at a time in order.
 */
export class ProgressStream {
  /** The Markdown up to the last finished section. */
  private base = '';
  /** Sent for the section being written, beyond `base`. */
  private streamed = '';
  private pending = '';
  /** Trailing white space is held back: the final text of a section is trimmed. */
  private held = '';
  private section = -1;
  private sectionTitle = '';
  private timer?: NodeJS.Timeout;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly send: SendDelta,
    private readonly intervalMs = 150,
  ) {}

  token(delta: string, at: { index: number; sectionTitle: string }): void {
    if (at.index === 0) return;
    if (at.index !== this.section) {
      this.section = at.index;
      this.sectionTitle = at.sectionTitle;
      this.held = '';
    }
    let text = this.held + delta;
    this.held = '';
    if (!this.streamed && !this.pending) {
      text = text.trimStart();
      if (!text) return;
      text = `\n## ${at.sectionTitle}\n\n${text}`;
    }
    const trailing = /\s*$/.exec(text)?.[0] ?? '';
    this.held = trailing;
    this.pending += text.slice(0, text.length - trailing.length);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, this.intervalMs);
  }

  /** A finished section: `persist` (the database write) runs before its event is sent, in order. */
  async finish(progress: SectionProgress, persist: () => Promise<void>): Promise<void> {
    this.clearTimer();
    const final = progress.partial.slice(this.base.length);
    const sent = this.streamed + this.pending;
    const delta = final.startsWith(sent) ? this.pending + final.slice(sent.length) : this.pending;
    this.base = progress.partial;
    this.streamed = '';
    this.pending = '';
    this.held = '';
    this.section = -1;
    await this.enqueue(async () => {
      await persist();
      await this.send(delta, progress.sectionTitle);
    });
  }

  /** Stops batching (failure, cancel) and waits for the sends already queued. */
  async close(): Promise<void> {
    this.clearTimer();
    this.pending = '';
    await this.queue;
  }

  private flush(): void {
    if (!this.pending) return;
    const delta = this.pending;
    const section = this.sectionTitle;
    this.streamed += delta;
    this.pending = '';
    void this.enqueue(() => this.send(delta, section)).catch(() => undefined);
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task, task);
    return this.queue;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
