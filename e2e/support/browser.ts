import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

// E2E_ARTIFACTS_DIR puts the screenshots elsewhere (e.g. a reviewer's folder).
export const artifactsDir = process.env.E2E_ARTIFACTS_DIR ?? path.resolve(import.meta.dirname, '../artifacts');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with the flags our closed network needs and a fresh profile. */
export async function openBrowser(): Promise<BrowserSession> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  const profile = await mkdtemp(path.join(os.tmpdir(), 'specforge-chromium-'));
  // playwright-core takes the fresh profile as launchPersistentContext's userDataDir.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * One browser for the enclosing describe block: opened before its tests, closed after.
 * Returns a getter, since the session exists only once beforeAll has run.
 */
export function useBrowser(): () => BrowserSession {
  let session: BrowserSession | undefined;
  // The server's Content-Security-Policy must hold for everything the journeys touch: Chromium
  // reports each refused script, style, image or connection on the console.
  let violations: string[] = [];
  beforeAll(async () => {
    session = await openBrowser();
    session.context.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
  });
  afterEach(() => {
    const seen = violations;
    violations = [];
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session) throw new Error('browser not open yet: call it inside a test');
    return session;
  };
}
