import { describe, expect, it } from 'vitest';
import { fitView, MAX_SCALE, MIN_SCALE, openingView, panBy, revealShift, wheelZoomFactor, zoomAt } from './viewport';

describe('viewport', () => {
  it('fits a large chart into the window, centred', () => {
    const view = fitView({ width: 2000, height: 500 }, { width: 1032, height: 600 }, 16);
    expect(view.scale).toBeCloseTo(0.5);
    expect(view.x).toBeCloseTo(16);
    expect(view.y).toBeCloseTo((600 - 250) / 2);
  });

  it('never enlarges a small chart beyond 100 %', () => {
    const view = fitView({ width: 200, height: 100 }, { width: 800, height: 600 });
    expect(view).toEqual({ scale: 1, x: 300, y: 250 });
  });

  it('keeps the point under the pointer still while zooming', () => {
    const view = { scale: 0.8, x: 40, y: -20 };
    const at = { x: 300, y: 200 };
    const chartPoint = { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale };
    const zoomed = zoomAt(view, 1.5, at);
    expect(zoomed.scale).toBeCloseTo(1.2);
    expect(chartPoint.x * zoomed.scale + zoomed.x).toBeCloseTo(at.x);
    expect(chartPoint.y * zoomed.scale + zoomed.y).toBeCloseTo(at.y);
  });

  it('clamps the zoom and pans by screen pixels', () => {
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 100, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 0.0001, { x: 0, y: 0 }).scale).toBe(MIN_SCALE);
    expect(panBy({ scale: 2, x: 1, y: 2 }, 10, -5)).toEqual({ scale: 2, x: 11, y: -3 });
  });

  it('zooms in on wheel up, out on wheel down, lines counted as pixels', () => {
    expect(wheelZoomFactor(-100)).toBeGreaterThan(1);
    expect(wheelZoomFactor(100)).toBeLessThan(1);
    expect(wheelZoomFactor(3, 1)).toBeCloseTo(wheelZoomFactor(48, 0));
    expect(wheelZoomFactor(100) * wheelZoomFactor(-100)).toBeCloseTo(1);
  });

  describe('the opening view', () => {
    const readable = 10 / 11;

    it('fits the width of a tall chart, its top in sight, where fitting it whole would make it tiny', () => {
      const view = openingView({ width: 900, height: 2400 }, { width: 1032, height: 600 }, readable, undefined, 16);
      expect(view.scale).toBe(1);
      expect(view.x).toBeCloseTo((1032 - 900) / 2);
      expect(view.y).toBe(16);
      expect(fitView({ width: 900, height: 2400 }, { width: 1032, height: 600 }).scale).toBeLessThan(0.25);
    });

    it('shrinks a wide chart to the width, but not below readable labels', () => {
      expect(openingView({ width: 1100, height: 400 }, { width: 1032, height: 600 }, readable).scale).toBeCloseTo(1000 / 1100);
      // A phone: the chart stays readable and opens at its initial state, panned so no empty space shows.
      const focus = { x: 600, y: 40 };
      const phone = openingView({ width: 1400, height: 900 }, { width: 360, height: 500 }, readable, focus);
      expect(phone.scale).toBeCloseTo(readable);
      expect(focus.x * phone.scale + phone.x).toBeCloseTo(180);
      expect(phone.y).toBe(16);
      const atLeftEdge = openingView({ width: 1400, height: 900 }, { width: 360, height: 500 }, readable, { x: 20, y: 40 });
      expect(atLeftEdge.x).toBe(16);
      const atRightEdge = openingView({ width: 1400, height: 900 }, { width: 360, height: 500 }, readable, { x: 1390, y: 40 });
      expect(atRightEdge.x).toBeCloseTo(360 - 16 - 1400 * readable);
    });

    it('centres a chart that fits, never enlarged', () => {
      expect(openingView({ width: 200, height: 100 }, { width: 800, height: 600 }, readable)).toEqual({ scale: 1, x: 300, y: 250 });
    });
  });

  it('pans a state out of sight into the frame, and leaves one in sight alone', () => {
    const view = { scale: 1, x: 0, y: 0 };
    const frame = { width: 400, height: 300 };
    expect(revealShift({ x: 100, y: 100, width: 80, height: 36 }, view, frame)).toEqual([0, 0]);
    expect(revealShift({ x: 500, y: 100, width: 80, height: 36 }, view, frame)).toEqual([400 - 24 - 580, 0]);
    expect(revealShift({ x: -200, y: 400, width: 80, height: 36 }, view, frame)).toEqual([224, 300 - 24 - 436]);
    // Larger than the frame: its top left corner.
    expect(revealShift({ x: 50, y: 50, width: 900, height: 900 }, { scale: 1, x: -100, y: -100 }, frame)).toEqual([74, 74]);
  });
});
