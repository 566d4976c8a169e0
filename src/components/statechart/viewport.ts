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

/**
 * The view a chart opens with: fitted to the frame's width, but never above 100 % and never below `minScale`, the
 * smallest scale whose labels can still be read (fitting a whole chart into a phone drew it at 25 %, its labels
 * 3 px high). What does not fit at that scale is reached by panning: a chart wider or taller than the frame opens
 * with `focus` (its initial or current state) in sight, else at its top left corner; one that fits is centred.
 */
export function openingView(content: Size, viewport: Size, minScale: number, focus?: { x: number; y: number }, padding = 16): View {
  if (content.width <= 0 || content.height <= 0 || viewport.width <= 0 || viewport.height <= 0) {
    return { scale: 1, x: padding, y: padding };
  }
  const scale = clampScale(Math.min(1, Math.max(minScale, (viewport.width - 2 * padding) / content.width)));
  const place = (contentSize: number, viewportSize: number, at: number | undefined, share: number) => {
    const drawn = contentSize * scale;
    if (drawn + 2 * padding <= viewportSize) return (viewportSize - drawn) / 2;
    if (at === undefined) return padding;
    // The focus `share` of the way into the frame, without showing empty space beyond the chart's edges.
    const wanted = viewportSize * share - at * scale;
    return Math.min(padding, Math.max(viewportSize - padding - drawn, wanted));
  };
  return {
    scale,
    x: place(content.width, viewport.width, focus?.x, 1 / 2),
    y: place(content.height, viewport.height, focus?.y, 1 / 3),
  };
}

/** Zooms by `factor` keeping the screen point `at` still (the pointer for the wheel, the centre for buttons). */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }): View {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

/**
 * How far to pan so that a box of the chart (chart coordinates) shows inside the frame with `margin` around it;
 * a box larger than the frame shows its top left corner (a compound state's name). [0, 0] when it already shows.
 */
export function revealShift(box: { x: number; y: number; width: number; height: number }, view: View, frame: Size, margin = 24): [number, number] {
  const shift = (start: number, length: number, offset: number, size: number) => {
    const from = start * view.scale + offset;
    const to = from + length * view.scale;
    let d = 0;
    if (to > size - margin) d = size - margin - to;
    if (from + d < margin) d = margin - from;
    return d;
  };
  return [shift(box.x, box.width, view.x, frame.width), shift(box.y, box.height, view.y, frame.height)];
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
