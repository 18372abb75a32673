import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';

const addresses = new WeakMap<BrowserContext, string>();

/**
 * Gives this browser its own client address. The e2e server trusts X-Forwarded-For from loopback
 * (TRUST_PROXY=loopback, as behind a local reverse proxy), so every journey gets its own sign-up
 * and log-in rate-limit bucket instead of sharing 127.0.0.1's five sign-ups per ten minutes with
 * every other test file.
 */
export async function useOwnClientAddress(page: Page): Promise<void> {
  const bytes = randomBytes(3);
  const address = `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
  addresses.set(page.context(), address);
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address });
}

/**
 * Runs `work` without the X-Forwarded-For header: the dev mailbox refuses requests that came
 * through a proxy (the header says they did) unless DEV_MAILBOX_VIA_PROXY is set.
 */
export async function withoutClientAddress<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const address = addresses.get(page.context());
  if (!address) return work();
  await page.context().setExtraHTTPHeaders({});
  try {
    return await work();
  } finally {
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  }
}
