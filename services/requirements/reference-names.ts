/**
 * The names requirement and invitation views show beside their ids: the industry tree and the request categories in
 * both languages. They change only with the seed or a migration, so they are read whole (a few hundred rows) at most
 * once a minute per services process instead of twice for every list page.
 */
import type { Executor } from '../db/client';
import { industries, requestCategories } from '../db/schema';
import type { Lang } from '../lib/messages';
import { ttlCache, type TtlCache } from '../lib/ttl-cache';

export type ReferenceNames = {
  industries: Map<number, { name: string; cnName: string }>;
  categories: Map<number, { zh: string; en: string }>;
};

const NAMES_TTL_MS = 60_000;
const caches = new WeakMap<Executor, TtlCache<ReferenceNames>>();

export function referenceNames(db: Executor): Promise<ReferenceNames> {
  let cache = caches.get(db);
  if (!cache) {
    cache = ttlCache<ReferenceNames>({ ttlMs: NAMES_TTL_MS, max: 1 });
    caches.set(db, cache);
  }
  return cache.get('names', async () => {
    const [ind, cat] = await Promise.all([
      db.select({ id: industries.id, name: industries.name, cnName: industries.cnName }).from(industries),
      db.select({ id: requestCategories.id, zh: requestCategories.industryName, en: requestCategories.industryNameEn }).from(requestCategories),
    ]);
    return {
      industries: new Map(ind.map((i) => [i.id, { name: i.name, cnName: i.cnName }])),
      categories: new Map(cat.map((c) => [c.id, { zh: c.zh, en: c.en }])),
    };
  });
}

/** The domain path's names [industry, sub-category] in one language (spec: industryName / industryNameEn). */
export function industryPath(names: ReferenceNames, row: { industryId: number | null; industrySubId: number | null }, lang: Lang): string[] {
  return [row.industryId, row.industrySubId]
    .filter((id): id is number => id !== null)
    .map((id) => names.industries.get(id))
    .filter((n): n is { name: string; cnName: string } => !!n)
    .map((n) => (lang === 'zh' ? n.cnName : n.name));
}
