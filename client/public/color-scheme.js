// Applies the saved (or system) color scheme before React mounts, so dark mode never flashes white.
// Loaded as a plain blocking script from our own origin: the Content-Security-Policy allows no
// inline scripts. The key must match COLOR_SCHEME_STORAGE_KEY in src/app/providers.tsx.
(function () {
  try {
    var saved = localStorage.getItem('specforge-color-scheme');
    var scheme = saved === 'light' || saved === 'dark' ? saved : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch (e) {
    /* storage unavailable (private mode): Mantine falls back to its default */
  }
})();
