import { describe, expect, it } from 'vitest';
import { DARK_DIAGRAM_COLORS, MIN_DIAGRAM_SCALE, mermaidSettings, minDiagramWidth } from './mermaid-theme';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('diagram colours', () => {
  it('dark: light text on every fill mermaid draws text on, at WCAG AA (4.5:1) or better', () => {
    const v = mermaidSettings('dark').themeVariables;
    expect(mermaidSettings('dark').theme).toBe('dark');
    // The ER table: header and both row colours (the old near-black/dark-grey rows), then nodes, labels, notes.
    for (const fill of ['mainBkg', 'rowOdd', 'rowEven', 'primaryColor', 'secondaryColor', 'tertiaryColor', 'clusterBkg', 'edgeLabelBackground', 'actorBkg', 'noteBkgColor', 'background']) {
      const text = fill === 'noteBkgColor' ? v.noteTextColor : v.primaryTextColor;
      expect(contrast(String(text), String(v[fill])), `${fill} ${String(v[fill])}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const text of ['textColor', 'nodeTextColor', 'actorTextColor', 'signalTextColor', 'labelTextColor', 'secondaryTextColor', 'tertiaryTextColor']) {
      expect(contrast(String(v[text]), DARK_DIAGRAM_COLORS.node), text).toBeGreaterThanOrEqual(4.5);
    }
    // Rows stay tellable apart, lines and borders visible on the page (3:1 for graphics).
    expect(v.rowOdd).not.toBe(v.rowEven);
    expect(contrast(String(v.lineColor), DARK_DIAGRAM_COLORS.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(String(v.nodeBorder), DARK_DIAGRAM_COLORS.background)).toBeGreaterThanOrEqual(3);
  });

  it('both schemes draw 16 px text, ER diagrams too (their default is 12 px), under the strict security level', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const s = mermaidSettings(scheme);
      expect(s.securityLevel).toBe('strict');
      expect(s.fontSize).toBe(16);
      expect(s.er.fontSize).toBe(16);
      expect(s.themeVariables.fontSize).toBe('16px');
    }
    expect(mermaidSettings('light').theme).toBe('default');
  });

  it('a wide diagram shrinks to at most three quarters of its drawn width, then scrolls', () => {
    expect(MIN_DIAGRAM_SCALE).toBe(0.75);
    expect(minDiagramWidth('0 0 1600 900')).toBe(1200);
    expect(minDiagramWidth('-8 -8 400.5 300')).toBe(300);
    expect(minDiagramWidth(null)).toBeNull();
    expect(minDiagramWidth('garbage')).toBeNull();
  });
});
