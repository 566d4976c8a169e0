import { asc } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { menus } from '../db/schema';

export type MenuRow = typeof menus.$inferSelect;

export function createMenusRepository(db: Executor) {
  return {
    async all(): Promise<MenuRow[]> {
      return db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
    },
  };
}

export type MenusRepository = ReturnType<typeof createMenusRepository>;
