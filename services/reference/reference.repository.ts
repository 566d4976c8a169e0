import { asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { countries, dictData, industries, requestCategories } from '../db/schema';

export type IndustryNode = { id: number; name: string; cnName: string; children: IndustryNode[] };

export function createReferenceRepository(db: Executor) {
  const node = (row: typeof industries.$inferSelect): IndustryNode => ({ id: row.id, name: row.name, cnName: row.cnName, children: [] });

  return {
    async countries() {
      return db.select().from(countries).orderBy(asc(countries.sort), asc(countries.enName));
    },

    async topIndustries(): Promise<IndustryNode[]> {
      const rows = await db.select().from(industries).where(isNull(industries.parentId)).orderBy(asc(industries.sort), asc(industries.id));
      return rows.map(node);
    },

    async industryTree(): Promise<IndustryNode[]> {
      const rows = await db.select().from(industries).orderBy(asc(industries.sort), asc(industries.id));
      const byId = new Map(rows.map((r) => [r.id, node(r)]));
      const roots: IndustryNode[] = [];
      for (const row of rows) {
        const current = byId.get(row.id)!;
        const parent = row.parentId == null ? undefined : byId.get(row.parentId);
        if (parent) parent.children.push(current);
        else roots.push(current);
      }
      return roots;
    },

    async industry(id: number): Promise<IndustryNode | null> {
      const [row] = await db.select().from(industries).where(eq(industries.id, id));
      if (!row) return null;
      const children = await db.select().from(industries).where(eq(industries.parentId, id)).orderBy(asc(industries.sort), asc(industries.id));
      return { ...node(row), children: children.map(node) };
    },

    async requestCategories() {
      return db.select().from(requestCategories).orderBy(asc(requestCategories.sort), asc(requestCategories.id));
    },

    async dictionary(type: string) {
      return db.select().from(dictData).where(eq(dictData.dictType, type)).orderBy(asc(dictData.sort), asc(dictData.dictValue));
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
