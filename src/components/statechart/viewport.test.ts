import { describe, expect, it } from 'vitest';
import { fitView, MAX_SCALE, MIN_SCALE, panBy, wheelZoomFactor, zoomAt } from './viewport';

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
});
