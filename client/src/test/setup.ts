import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAuthProvidersForTests } from '../lib/auth/auth-providers';
import { resetAuthForTests } from '../lib/auth/auth-session';
// Mantine's autosize Textarea needs document.fonts, which jsdom lacks.
import './jsdom-fonts';

// findBy and waitFor wait up to 4 s instead of 1 s: the first render of a lazily loaded page takes
// longer than a second on a 2-core machine running other suites, and a slow machine is not a bug.
// Waiting longer never lets a wrong answer pass; it only stops a slow right one from failing.
configure({ asyncUtilTimeout: 4_000 });

// jsdom lacks the layout APIs Mantine reads; these stand-ins answer "no match" / "no size".
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!window.ResizeObserver) window.ResizeObserver = ResizeObserverStub;

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// Testing Library only auto-cleans when test globals are on; ours are imported explicitly.
afterEach(() => {
  cleanup();
  localStorage.clear();
  // The auth store and session manager are module singletons: each test starts from a fresh page.
  resetAuthForTests();
  resetAuthProvidersForTests();
});
