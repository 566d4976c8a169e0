import { describe, expect, it } from 'vitest';
import { bm25, BM25_PARAMS } from './bm25';
import { rankOf, type RankInput } from './score';
import { tokenize } from './tokenize';

describe('tokenize', () => {
  it('segments Chinese into dictionary words and drops particles and punctuation', () => {
    expect(tokenize('智能制造传感器泄漏检测系统的研发与应用。')).toEqual(['智能', '制造', '传感器', '泄漏', '检测', '系统', '研发', '应用']);
  });

  it('lower-cases English words, drops stop words and single letters, keeps numbers', () => {
    expect(tokenize('Leak Detection of the Pipeline Sensors, a 5G network')).toEqual(['leak', 'detection', 'pipeline', 'sensors', '5g', 'network']);
  });

  it('reads mixed text and full-width letters', () => {
    expect(tokenize('基于ＡＩ的Battery管理')).toEqual(['基于', 'ai', 'battery', '管理']);
    expect(tokenize(null)).toEqual([]);
  });
});

describe('bm25', () => {
  it('is k1 = 1.2, b = 0.75', () => {
    expect(BM25_PARAMS).toEqual({ k1: 1.2, b: 0.75 });
  });

  it('matches hand-computed scores', () => {
    // N = 3, avgdl = 2; idf(传感器) = ln(1 + 1.5 / 2.5) = ln 1.6, idf(泄漏) = ln(1 + 2.5 / 1.5) = ln(8/3)
    const docs = [['传感器', '泄漏'], ['传感器'], ['阀门', '管道', '维修']];
    const [d1, d2, d3] = bm25(['传感器', '泄漏', '传感器'], docs);
    // D1: |D| = avgdl, so each term is idf · 2.2 / (1 + 1.2) = idf
    expect(d1.score).toBeCloseTo(Math.log(1.6) + Math.log(8 / 3), 10);
    expect(d1.score).toBeCloseTo(1.450833, 6);
    expect(d1.matched).toEqual(['泄漏', '传感器']);
    // D2: |D| = 1, norm = 1.2 · (0.25 + 0.75 / 2) = 0.75: ln 1.6 · 2.2 / 1.75
    expect(d2.score).toBeCloseTo((Math.log(1.6) * 2.2) / 1.75, 10);
    expect(d2.score).toBeCloseTo(0.590862, 6);
    expect(d3).toEqual({ score: 0, matched: [] });
  });

  it('saturates repeated terms', () => {
    // one document, N = 1, df = 1: idf = ln(1 + 0.5 / 1.5) = ln(4/3); |D| = avgdl = 2, f = 2: idf · 2 · 2.2 / (2 + 1.2)
    const [only] = bm25(['泵'], [['泵', '泵']]);
    expect(only.score).toBeCloseTo((Math.log(4 / 3) * 4.4) / 3.2, 10);
    expect(bm25([], [['泵']])).toEqual([{ score: 0, matched: [] }]);
  });
});

describe('rankOf', () => {
  const base: RankInput = {
    subMatch: false,
    topMatch: false,
    matchedField: null,
    categoryMatch: false,
    bm25: 0,
    bestBm25: 0,
    matchedTerms: [],
    completed: 0,
    timedOut: 0,
    open: 0,
  };

  it('sums the weighted parts and names the strongest as the reason', () => {
    const rank = rankOf({ ...base, subMatch: true, topMatch: true, matchedField: { zh: '智能制造', en: 'Smart manufacturing' }, bm25: 1, bestBm25: 4, completed: 3, timedOut: 1, open: 2 });
    // 30 + 20 + 0 + round(100 · 1/4) + round(10 · 2 / 5) − 20
    expect(rank).toEqual({
      score: 59,
      fieldMatch: 50,
      categoryMatch: 0,
      load: 2,
      textRelevance: 25,
      trackRecord: 4,
      loadPenalty: -20,
      reason: { key: 'fields', params: { zh: '智能制造', en: 'Smart manufacturing' } },
    });
  });

  it('explains by the words matched when the text counts most, else by the record, else availability', () => {
    expect(rankOf({ ...base, topMatch: true, bm25: 2, bestBm25: 2, matchedTerms: ['传感器', '泄漏', 'leak', '阀门'] }).reason).toEqual({ key: 'text', params: { terms: '传感器, 泄漏, leak' } });
    expect(rankOf({ ...base, categoryMatch: true, completed: 1 }).reason).toEqual({ key: 'category', params: {} });
    expect(rankOf({ ...base, completed: 4 }).reason).toEqual({ key: 'track', params: { completed: '4' } });
    const idle = rankOf({ ...base, timedOut: 3 });
    // 10 · −3 / 4 = −7.5, rounded half up
    expect(idle.trackRecord).toBe(-7);
    expect(idle.reason).toEqual({ key: 'available', params: {} });
  });
});
