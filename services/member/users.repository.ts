import { eq, inArray } from 'drizzle-orm';
import type { ParsedIdentifier } from '../../machines/rules/identifier';
import { formatIdentifier } from '../../machines/rules/identifier';
import type { Executor } from '../db/client';
import { rolePermissions, userRoles, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Executor) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findByIdentifier(identifier: ParsedIdentifier): Promise<UserRow | null> {
      const where = identifier.kind === 'phone' ? eq(users.phone, formatIdentifier(identifier)) : eq(users.primaryEmail, identifier.email);
      const [row] = await db.select().from(users).where(where);
      return row ?? null;
    },

    /** Creates the account with its roles; null when the phone or e-mail is already taken. */
    async create(input: { phone?: string; primaryEmail?: string; passwordHash: string; localization: string; roles: string[]; now: Date; passwordModifiedAt?: Date | null }): Promise<UserRow | null> {
      const [row] = await db
        .insert(users)
        .values({
          phone: input.phone ?? null,
          primaryEmail: input.primaryEmail ?? null,
          passwordHash: input.passwordHash,
          localization: input.localization,
          createdAt: input.now,
          passwordModifiedAt: input.passwordModifiedAt ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      if (input.roles.length > 0) {
        await db.insert(userRoles).values(input.roles.map((roleKey) => ({ userId: row.id, roleKey }))).onConflictDoNothing();
      }
      return row;
    },

    async setPassword(id: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, passwordModifiedAt: now }).where(eq(users.id, id));
    },

    async setLocalization(id: number, localization: string): Promise<void> {
      await db.update(users).set({ localization }).where(eq(users.id, id));
    },

    async rolesAndPermissions(userId: number): Promise<{ roles: string[]; permissions: string[] }> {
      const roleRows = await db.select({ roleKey: userRoles.roleKey }).from(userRoles).where(eq(userRoles.userId, userId));
      const roles = roleRows.map((r) => r.roleKey).sort();
      if (roles.length === 0) return { roles, permissions: [] };
      const permRows = await db
        .selectDistinct({ permission: rolePermissions.permission })
        .from(rolePermissions)
        .where(inArray(rolePermissions.roleKey, roles));
      return { roles, permissions: permRows.map((p) => p.permission).sort() };
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

