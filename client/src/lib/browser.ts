/**
 * Full-page navigations (to the server's Google sign-in, for instance), behind one seam so tests
 * can observe them: jsdom cannot leave the page.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
