import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';

declare module '../../core/context.js' {
  interface ServiceDeps {
    /** Draws the PDF export's Mermaid diagrams (one browser per app, started on first use). */
    diagrams: DiagramRenderer;
  }
}

/** A drawn diagram: a PNG at twice its CSS size, and that size in CSS pixels. */
export interface DiagramImage {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * Draws Mermaid diagrams for the PDF export. Mermaid lays text out with a browser's measurements,
 * so one headless Chromium is started on the first diagram and reused for every later one (never
 * a browser per request); drawings are cached by their source. Without Chromium, or for a diagram
 * Mermaid refuses or that takes too long, `render` answers null and the PDF prints the source.
 */
export interface DiagramRenderer {
  render(sources: readonly string[]): Promise<Map<string, DiagramImage | null>>;
  close(): Promise<void>;
}

export interface DiagramRendererOptions {
  /** Chromium's executable; when it does not exist, every diagram falls back to its source. */
  executablePath: string;
  timeoutMs?: number;
  /** Told once why diagrams cannot be drawn (Chromium missing or failing to start). */
  onUnavailable?: (reason: string) => void;
}

const require = createRequire(import.meta.url);

/** What the page's scripts see (the server compiles without the DOM's types). */
interface PageGlobals {
  mermaid: { initialize(config: object): void; render(id: string, code: string): Promise<{ svg: string }> };
  document: { body: { innerHTML: string }; getElementById(id: string): { getBoundingClientRect(): { width: number; height: number } } | null };
}
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function createDiagramRenderer({ executablePath, timeoutMs = 8_000, onUnavailable }: DiagramRendererOptions): DiagramRenderer {
  const cache = new LRUCache<string, DiagramImage | false>({ max: 500 });
  let browser: Promise<Browser | null> | null = null;
  let page: Promise<Page | null> | null = null;
  // One page draws one diagram at a time: requests queue behind each other.
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const unavailable = (reason: string) => {
    onUnavailable?.(reason);
    return null;
  };

  const launch = async (): Promise<Browser | null> => {
    if (!existsSync(executablePath)) return unavailable(`Chromium not found at ${executablePath}`);
    try {
      const { chromium } = await import('playwright-core');
      return await chromium.launch({ executablePath, args: ARGS, timeout: 20_000 });
    } catch (error) {
      return unavailable(`Chromium did not start: ${(error as Error).message}`);
    }
  };

  const openPage = async (): Promise<Page | null> => {
    browser ??= launch();
    const b = await browser;
    if (!b) return null;
    const p = await b.newPage({ deviceScaleFactor: 2, viewport: { width: 1200, height: 900 } });
    await p.setContent('<!doctype html><html><body style="margin:0;background:#fff"></body></html>');
    await p.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
    // SVG text instead of HTML labels, the light theme, and Mermaid's strict mode (no scripts, no links).
    await p.evaluate(() => {
      // The page's globals, not the server's: read by name, typed by what the page loaded.
      const m: PageGlobals['mermaid'] = Reflect.get(globalThis, 'mermaid');
      m.initialize({ startOnLoad: false, theme: 'default', securityLevel: 'strict', flowchart: { htmlLabels: false }, fontFamily: 'DejaVu Sans, sans-serif' });
    });
    return p;
  };

  /** A drawing, or null for a diagram Mermaid refuses; throws when the page itself fails. */
  const draw = async (p: Page, source: string, n: number): Promise<DiagramImage | null> => {
    const size = await p.evaluate(
      async ({ code, id }) => {
        const m: PageGlobals['mermaid'] = Reflect.get(globalThis, 'mermaid');
        const document: PageGlobals['document'] = Reflect.get(globalThis, 'document');
        document.body.innerHTML = '';
        try {
          const { svg } = await m.render(id, code);
          document.body.innerHTML = `<div id="diagram" style="display:inline-block;padding:8px;background:#fff">${svg}</div>`;
          const box = document.getElementById('diagram')!.getBoundingClientRect();
          return { width: Math.ceil(box.width), height: Math.ceil(box.height) };
        } catch {
          return null;
        }
      },
      { code: source, id: `d${n}` },
    );
    if (!size) return null;
    const shot = await p.locator('#diagram').screenshot({ type: 'png', timeout: timeoutMs });
    // Without an alpha channel PDFKit embeds the PNG's data as it is instead of decoding every pixel.
    const png = await sharp(shot).flatten({ background: '#ffffff' }).png().toBuffer();
    return { png, ...size };
  };

  let counter = 0;
  const renderOne = (source: string): Promise<DiagramImage | null> => {
    const hit = cache.get(source);
    if (hit !== undefined) return Promise.resolve(hit || null);
    const job = queue.then(async () => {
      if (closed) return null;
      // Starting the browser has its own time limit; the diagram's starts once the page is ready.
      page ??= openPage().catch(() => null);
      const p = await page;
      if (!p) return null;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
      const drawing = draw(p, source, ++counter).catch(() => 'failed' as const);
      const image = await Promise.race([drawing, timeout]);
      clearTimeout(timer);
      // The next diagram waits for this one's page work, even past its time limit.
      await drawing;
      if (image === 'timeout' || image === 'failed') return null;
      // Refusals are remembered; a slow or failed drawing may succeed next time.
      cache.set(source, image ?? false);
      return image;
    });
    queue = job.catch(() => undefined);
    return job;
  };

  return {
    async render(sources) {
      const unique = [...new Set(sources)];
      const images = await Promise.all(unique.map(renderOne));
      return new Map(unique.map((s, i) => [s, images[i] ?? null]));
    },
    async close() {
      closed = true;
      const b = await browser?.catch(() => null);
      await b?.close().catch(() => undefined);
    },
  };
}
