/**
 * Mermaid's settings per colour scheme. Its own dark theme draws ER tables in near-black and
 * dark-grey rows (#050505 / #2c2d2d) under grey text, and scales a wide diagram down to fit the
 * column until its 12 px text is unreadable. Here the dark scheme gets explicit colours with
 * light text on every fill (WCAG AA, checked in mermaid-theme.test.ts), and both schemes a
 * 16 px font with a floor under the scaling (MIN_DIAGRAM_SCALE).
 */

export type DiagramScheme = 'light' | 'dark';

/** A diagram shrinks to fit its column, but never below this share of its drawn size: wider ones scroll. */
export const MIN_DIAGRAM_SCALE = 0.75;

const FONT_SIZE = 16;

/** Fills and the text drawn on them in the dark scheme (the app's dark surfaces are #242424–#2e2e2e). */
export const DARK_DIAGRAM_COLORS = {
  background: '#242424',
  text: '#f1f3f5',
  /** Entity headers, flowchart nodes, sequence actors. */
  node: '#2f3b4c',
  border: '#9fb3c8',
  line: '#c1ccd6',
  /** ER attribute rows, alternating. */
  rowOdd: '#34404f',
  rowEven: '#28313d',
  secondary: '#3b4350',
  tertiary: '#333a44',
  cluster: '#283039',
  /** Mermaid's default edge label box (#585858 under #ccc) misses AA. */
  edgeLabel: '#2e2e2e',
  note: '#4a4430',
} as const;

export interface MermaidSettings {
  startOnLoad: false;
  securityLevel: 'strict';
  theme: 'default' | 'dark';
  fontSize: number;
  themeVariables: Record<string, string | boolean>;
  er: { fontSize: number };
}

export function mermaidSettings(scheme: DiagramScheme): MermaidSettings {
  const base = { startOnLoad: false, securityLevel: 'strict', fontSize: FONT_SIZE, er: { fontSize: FONT_SIZE } } as const;
  if (scheme === 'light') return { ...base, theme: 'default', themeVariables: { fontSize: `${FONT_SIZE}px` } };
  const c = DARK_DIAGRAM_COLORS;
  return {
    ...base,
    theme: 'dark',
    themeVariables: {
      darkMode: true,
      // The dark theme's default gradient strokes left a pale streak across ER rows.
      useGradient: false,
      fontSize: `${FONT_SIZE}px`,
      background: c.background,
      mainBkg: c.node,
      primaryColor: c.node,
      primaryTextColor: c.text,
      primaryBorderColor: c.border,
      nodeBorder: c.border,
      nodeTextColor: c.text,
      textColor: c.text,
      titleColor: c.text,
      lineColor: c.line,
      secondaryColor: c.secondary,
      secondaryTextColor: c.text,
      tertiaryColor: c.tertiary,
      tertiaryTextColor: c.text,
      clusterBkg: c.cluster,
      clusterBorder: c.border,
      edgeLabelBackground: c.edgeLabel,
      rowOdd: c.rowOdd,
      rowEven: c.rowEven,
      attributeBackgroundColorOdd: c.rowOdd,
      attributeBackgroundColorEven: c.rowEven,
      actorBkg: c.node,
      actorBorder: c.border,
      actorTextColor: c.text,
      labelTextColor: c.text,
      signalColor: c.line,
      signalTextColor: c.text,
      noteBkgColor: c.note,
      noteTextColor: c.text,
      noteBorderColor: c.border,
    },
  };
}

/** The width a drawn diagram may shrink to, from the viewBox mermaid gives its SVG (null when absent). */
export function minDiagramWidth(viewBox: string | null): number | null {
  const width = Number(viewBox?.trim().split(/[\s,]+/)[2]);
  return Number.isFinite(width) && width > 0 ? Math.round(width * MIN_DIAGRAM_SCALE) : null;
}
