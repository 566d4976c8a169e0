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
 * The contrast with white that text-bearing colours aim for. AA asks 4.5 for normal text; antd puts coloured text
 * on light tints of the same colour too (a selected menu entry, an info tag on its pale blue), and 5 on white
 * keeps those at 4.5 or more.
 */
export const TEXT_CONTRAST = 5;

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

/**
 * antd's status colours are text too (tags, `Typography` success / warning / danger, form errors, a danger
 * button's fill under white text): its defaults (#52C41A, #FAAD14, #FF4D4F) are 2 to 4 to 1 on white. These
 * are the same hues darkened to `TEXT_CONTRAST`.
 */
export const STATUS_COLORS = {
  colorSuccess: accessibleShade('#52C41A', TEXT_CONTRAST),
  colorWarning: accessibleShade('#FAAD14', TEXT_CONTRAST),
  colorError: accessibleShade('#FF4D4F', TEXT_CONTRAST),
  // antd derives the pale fills from the colour; from these darker ones it would derive greyish tints that the
  // text no longer stands out on. antd's own tints of its default colours, as before.
  colorSuccessBg: '#F6FFED',
  colorSuccessBorder: '#B7EB8F',
  colorWarningBg: '#FFFBE6',
  colorWarningBorder: '#FFE58F',
  colorErrorBg: '#FFF2F0',
  colorErrorBorder: '#FFCCC7',
} as const;

/**
 * Grey text: antd's secondary descriptions (45 % black, 3.4 to 1) and placeholders (25 % black, 1.8 to 1) are
 * below AA; these reach it on white and on antd's light grey fills (#FAFAFA, #F5F5F5).
 */
export const TEXT_GREYS = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
} as const;

/** The shade of the chosen theme colour that text-bearing fills use (primary buttons, links, selected entries). */
export function primaryTextColor(themeColor: string): string {
  return accessibleShade(themeColor, TEXT_CONTRAST);
}

/**
 * The hover shade of a text-bearing colour: antd derives a lighter one (a primary button under the pointer fell
 * to 3.4 to 1 with its white text), so hovering darkens instead, a quarter more contrast.
 */
export function hoverShade(color: string): string {
  return accessibleShade(color, contrastRatio(color, '#FFFFFF') * 1.25);
}

/** antd's global tokens for the chosen theme colour: its AA shade for text-bearing fills (hovered too), AA status colours and greys. */
export function antdTokens(themeColor: string) {
  const primary = primaryTextColor(themeColor);
  const hover = hoverShade(primary);
  return {
    colorPrimary: primary,
    colorPrimaryHover: hover,
    colorPrimaryTextHover: hover,
    colorLink: primary,
    colorLinkHover: hover,
    colorInfo: primary,
    ...STATUS_COLORS,
    ...TEXT_GREYS,
  };
}
