/**
 * Theme colours. The spec's theme colour #457EF1 is about 3.8:1 on white, below WCAG AA (4.5:1) for normal
 * text (REFERENCES.md). We keep the chosen colour for decoration and give every text-bearing fill (primary
 * buttons, links, active tabs) a darker shade of it that reaches AA: `accessibleShade`.
 */
export const DEFAULT_THEME_COLOR = '#457EF1';

/** The 8 presets of the settings drawer (spec section 2); the first is the default. */
export const THEME_PRESETS = [
  '#457EF1',
  '#F5222D',
  '#FA541C',
  '#FAAD14',
  '#13C2C2',
  '#52C41A',
  '#2F54EB',
  '#722ED1',
] as const;

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio between two colours. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The lightest shade of `hex` (mixed towards black in 2 % steps) whose contrast with white reaches `target`
 * (AA: 4.5). A colour that already passes is returned unchanged; an invalid one falls back to the default.
 */
export function accessibleShade(hex: string, target = 4.5): string {
  const rgb = parseHex(hex) ?? parseHex(DEFAULT_THEME_COLOR)!;
  for (let k = 0; k <= 50; k++) {
    const f = 1 - k * 0.02;
    const shade = toHex([rgb[0] * f, rgb[1] * f, rgb[2] * f]);
    if (contrastRatio(shade, '#FFFFFF') >= target) return shade;
  }
  return '#000000';
}
