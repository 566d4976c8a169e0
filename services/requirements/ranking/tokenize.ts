/**
 * Tokenization for the invitation ranking (docs/requirements.md "Who is invited"). One segmenter for both
 * languages: `Intl.Segmenter` at word granularity (ICU's dictionary-based word breaking, built into Node with full
 * ICU and maintained with it, no dependency): Chinese runs are segmented into dictionary words (智能 | 制造 |
 * 传感器 | 泄漏), English and other Latin text into words. Text is NFKC-normalized (full-width letters and
 * digits become ASCII) and lower-cased; punctuation and spaces are dropped, as are a minimal list of stop words
 * and single Latin letters.
 */

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Minimal stop words: particles and conjunctions that match everything and say nothing. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  '的', '了', '和', '与', '及', '或', '在', '是', '等', '对', '为', '把', '被', '将', '之', '其', '中', '上', '也', '并', '以',
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with',
]);

const LATIN_LETTER = /^[a-z]$/;

/** The tokens of `text`, in order (repeats kept: term frequency counts them). */
export function tokenize(text: string | null | undefined): string[] {
  if (!text) return [];
  const tokens: string[] = [];
  for (const part of segmenter.segment(text.normalize('NFKC').toLowerCase())) {
    if (!part.isWordLike) continue;
    const token = part.segment;
    if (STOP_WORDS.has(token) || LATIN_LETTER.test(token)) continue;
    tokens.push(token);
  }
  return tokens;
}
