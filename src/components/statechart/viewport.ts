/**
 * Zoom and pan of the chart as plain math, so it is tested without a browser. A view maps chart coordinates
 * to screen coordinates: `screen = chart * scale + (x, y)`.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 4;
export const ZOOM_STEP = 1.25;

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Whole chart visible and centred, never enlarged beyond 100 % (small charts stay crisp and readable). */
export function fitView(content: Size, viewport: Size, padding = 16): View {
  if (content.width <= 0 || content.height <= 0 || viewport.width <= 0 || viewport.height <= 0) {
    return { scale: 1, x: padding, y: padding };
  }
  const scale = clampScale(
    Math.min(1, (viewport.width - 2 * padding) / content.width, (viewport.height - 2 * padding) / content.height),
  );
  return {
    scale,
    x: (viewport.width - content.width * scale) / 2,
    y: (viewport.height - content.height * scale) / 2,
  };
}

/** Zooms by `factor` keeping the screen point `at` still (the pointer for the wheel, the centre for buttons). */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }): View {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/**
 * Zoom factor of a wheel event: smooth for trackpads (small deltas) and mice (about 100 px a notch). Lines
 * and pages (`deltaMode` 1 and 2) are converted to pixels first.
 */
export function wheelZoomFactor(deltaY: number, deltaMode = 0): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-Math.max(-300, Math.min(300, pixels)) * 0.002);
}
