// jsdom has no FontFaceSet; Mantine's autosize Textarea listens on document.fonts. Import this
// module from tests that render one.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { status: 'loaded', ready: Promise.resolve(), addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
