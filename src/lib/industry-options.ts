/**
 * The industry tree (`industryTree`: fields of interest, a requirement's domain, the hall's industry filter) as the
 * options of a TreeSelect or Cascader in the page's language: `title` for the one, `label` for the other. A name
 * missing in one language falls back to the other; a node without children is a leaf.
 */
export type IndustryNode = { id: string; name: string; cnName: string; children?: readonly IndustryNode[] };

export type IndustryOption<V> = { value: V; label: string; title: string; children?: IndustryOption<V>[] };

export function industryName(node: { name: string; cnName: string }, lang: 'zh' | 'en'): string {
  return lang === 'en' ? node.name || node.cnName : node.cnName || node.name;
}

export function industryOptions<V = string>(tree: readonly IndustryNode[], lang: 'zh' | 'en', valueOf: (id: string) => V = (id) => id as V): IndustryOption<V>[] {
  return tree.map((node) => {
    const label = industryName(node, lang);
    const children = node.children?.length ? industryOptions(node.children, lang, valueOf) : undefined;
    return { value: valueOf(node.id), label, title: label, ...(children ? { children } : {}) };
  });
}
