/**
 * Okapi BM25 (docs/requirements.md "Who is invited") of one query over a small corpus (the candidates of one
 * invitation step, each one document):
 *
 *   score(D, Q) = Σ over distinct terms q of Q  idf(q) · f(q, D) · (k1 + 1) / (f(q, D) + k1 · (1 − b + b · |D| / avgdl))
 *   idf(q)      = ln(1 + (N − n(q) + 0.5) / (n(q) + 0.5))          (never negative)
 *
 * with k1 = 1.2 and b = 0.75, f the term's count in D, |D| its token count, avgdl the mean over the corpus, N the
 * number of documents and n(q) how many contain q. Distinct query terms: a word repeated in the requirement does
 * not count twice. Linear in the corpus' tokens: a few thousand candidates of a few hundred tokens take
 * milliseconds.
 */

export const BM25_PARAMS = { k1: 1.2, b: 0.75 } as const;

export type Bm25Result = {
  score: number;
  /** The query terms found in the document, the strongest contribution first. */
  matched: string[];
};

export function bm25(query: readonly string[], documents: ReadonlyArray<readonly string[]>, params: { k1: number; b: number } = BM25_PARAMS): Bm25Result[] {
  const terms = [...new Set(query)];
  const n = documents.length;
  if (!n || !terms.length) return documents.map(() => ({ score: 0, matched: [] }));
  const frequencies = documents.map((doc) => {
    const tf = new Map<string, number>();
    for (const token of doc) tf.set(token, (tf.get(token) ?? 0) + 1);
    return tf;
  });
  const avgdl = documents.reduce((sum, doc) => sum + doc.length, 0) / n || 1;
  const idf = new Map(
    terms.map((t) => {
      const df = frequencies.filter((tf) => tf.has(t)).length;
      return [t, Math.log(1 + (n - df + 0.5) / (df + 0.5))];
    }),
  );
  return documents.map((doc, i) => {
    const tf = frequencies[i];
    const norm = params.k1 * (1 - params.b + (params.b * doc.length) / avgdl);
    const parts: Array<[string, number]> = [];
    for (const t of terms) {
      const f = tf.get(t);
      if (!f) continue;
      parts.push([t, (idf.get(t)! * f * (params.k1 + 1)) / (f + norm)]);
    }
    parts.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
    return { score: parts.reduce((sum, [, s]) => sum + s, 0), matched: parts.map(([t]) => t) };
  });
}
