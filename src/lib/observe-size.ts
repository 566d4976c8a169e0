/**
 * Calls `onResize` now and whenever the element's box changes size (the top navigation's room, a table's
 * container, a chart's frame); answers how to stop. Where there is no ResizeObserver (jsdom), only now.
 */
export function observeSize(element: Element, onResize: () => void): () => void {
  onResize();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => onResize());
  observer.observe(element);
  return () => observer.disconnect();
}
