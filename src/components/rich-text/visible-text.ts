const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/**
 * The visible text of the details' HTML as the services measure it (a line per block, blank lines folded,
 * trimmed): the 5000-character counter counts what the server will count.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, '$&\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\n{2,}/g, '\n')
    .trim();
}
