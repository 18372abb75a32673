import { renderWithProviders } from '../../../test/render';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view';

describe('images in documents', () => {
  it('shows a remote image as a link instead of loading it (no tracking pixels)', () => {
    const { container } = renderWithProviders(<MarkdownView markdown={'Intro ![pixel](https://tracker.example/p.gif?who=me) and ![](http://evil.example/x.png)'} />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')]);
    expect(links).toEqual([
      ['Image: pixel', 'https://tracker.example/p.gif?who=me', 'noreferrer noopener'],
      ['Image: http://evil.example/x.png', 'http://evil.example/x.png', 'noreferrer noopener'],
    ]);
  });

  it('still shows images from our own origin', () => {
    const { container } = renderWithProviders(<MarkdownView markdown={'![logo](/logo.svg) ![same](' + window.location.origin + '/a.png)'} />);
    expect([...container.querySelectorAll('img')].map((i) => [i.getAttribute('alt'), i.getAttribute('src')])).toEqual([
      ['logo', '/logo.svg'],
      ['same', `${window.location.origin}/a.png`],
    ]);
  });
});
