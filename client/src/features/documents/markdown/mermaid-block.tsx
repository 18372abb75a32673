import { Code, Text, useComputedColorScheme } from '@mantine/core';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { mermaidSettings, minDiagramWidth } from './mermaid-theme';

type Mermaid = (typeof import('mermaid'))['default'];

let loading: Promise<Mermaid> | null = null;
let initializedTheme: string | null = null;

/** mermaid is big: it is fetched once, on the first diagram that scrolls into view. */
function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then((m) => m.default);
  return loading;
}

/** Starts rendering once the block is (nearly) on screen; without IntersectionObserver, never. */
function useVisible(ref: React.RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

/** A ```mermaid block: its source until the diagram is drawn (and if drawing fails). */
export function MermaidBlock({ code }: { code: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useVisible(ref);
  const scheme = useComputedColorScheme('light');
  const renderId = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  // The drawing and the scheme it was drawn for: a switch of scheme draws it again.
  const [drawing, setDrawing] = useState<{ svg: string; scheme: string } | null>(null);
  const svg = drawing?.svg ?? null;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!visible) return;
    let current = true;
    void loadMermaid()
      .then(async (mermaid) => {
        const theme = scheme === 'dark' ? 'dark' : 'light';
        if (initializedTheme !== theme) {
          mermaid.initialize(mermaidSettings(theme));
          initializedTheme = theme;
        }
        const result = await mermaid.render(`${renderId}-${scheme}`, code);
        if (current) setDrawing({ svg: result.svg, scheme });
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [visible, code, scheme, renderId]);

  // Scaled to the column, but never below a readable share of its size: a wider diagram scrolls.
  const drawn = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = drawn.current?.querySelector('svg');
    const min = el ? minDiagramWidth(el.getAttribute('viewBox')) : null;
    if (el && min) el.style.minWidth = `${min}px`;
  }, [svg]);

  return (
    <div ref={ref} data-testid="mermaid-block" data-rendered={svg ? 'true' : 'false'} data-drawn-scheme={drawing?.scheme} style={{ margin: '1rem 0' }}>
      {svg ? (
        // mermaid's strict security level sanitizes the SVG it returns.
        // Focusable: a wide diagram scrolls sideways on a phone, and the keyboard must reach it too.
        <div ref={drawn} role="img" aria-label="Diagram" tabIndex={0} style={{ overflowX: 'auto' }} dangerouslySetInnerHTML={{ __html: svg }} />
      ) : (
        <>
          {failed && (
            <Text size="xs" c="dimmed" mb={4}>
              The diagram could not be drawn; its source:
            </Text>
          )}
          {/* The source scrolls sideways on a phone: reachable from the keyboard (axe scrollable-region-focusable). */}
          <Code block tabIndex={0}>
            {code}
          </Code>
        </>
      )}
    </div>
  );
}
