/**
 * Seeds that run at every start and may run from several instances at once: reference rows are upserted
 * (a changed seed reaches existing databases), accounts are created only when missing.
 */
import { sql } from 'drizzle-orm';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '../../../machines/access/access';
import { codeTables } from '../../../machines/codes';
import { hashPassword } from '../../lib/passwords';
import { createUsersRepository } from '../../member';
import type { Database } from '../client';
import { countries, dictData, industries, menus, requestCategories, rolePermissions, roles, userRoles } from '../schema';
import { COUNTRY_DATA, flagEmoji } from './countries.data';
import { INDUSTRY_DATA, REQUEST_CATEGORY_DATA } from './industries.data';

/** The accounts of docs/contracts.md "Seeded accounts"; the start script prints them. */
export const DEMO_ACCOUNTS = [
  { key: 'member', phone: '86-13800000001', email: 'demo@portal.local', password: 'Demo@2026', roles: [ROLES.member] },
  { key: 'operations', phone: null, email: 'ops@portal.local', password: 'Ops@2026x', roles: [ROLES.member, ROLES.operations] },
  { key: 'product_owner', phone: null, email: 'po@portal.local', password: 'Po@2026xx', roles: [ROLES.member, ROLES.productOwner] },
] as const;

const ROLE_NAMES: Record<string, { zh: string; en: string }> = {
  [ROLES.member]: { zh: '会员', en: 'Member' },
  [ROLES.operations]: { zh: '运营', en: 'Operations' },
  [ROLES.productOwner]: { zh: '产品负责人', en: 'Product owner' },
  [ROLES.admin]: { zh: '管理员', en: 'Administrator' },
};

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * The operations area's menu (issue 3 section 5): a group at /operations with one entry per review queue.
 * Only the operations role (and admin, whom hasRole lets pass) or the operations:review permission see it;
 * the app builds the area's side menu from it and the top bar shows the group as "Operations".
 */
const OPERATIONS_STAFF = { roles: [ROLES.operations], permissions: [PERMISSIONS.operationsReview], publicOutsideProduction: false };
export const OPERATIONS_MENUS = [
  { id: 100, parentId: null, name: 'Operations', path: '/operations', component: 'Layout', title: 'menu.operations.title', icon: 'audit', sort: 20, ...OPERATIONS_STAFF },
  { id: 101, parentId: 100, name: 'OperationsRealName', path: '/operations/real-name', component: 'operations/real-name', title: 'menu.operations.realName', icon: 'idcard', sort: 1, ...OPERATIONS_STAFF },
  { id: 102, parentId: 100, name: 'OperationsFaceChecks', path: '/operations/face-checks', component: 'operations/face-checks', title: 'menu.operations.faceChecks', icon: 'scan', sort: 2, ...OPERATIONS_STAFF },
  { id: 103, parentId: 100, name: 'OperationsBankCards', path: '/operations/bank-cards', component: 'operations/bank-cards', title: 'menu.operations.bankCards', icon: 'bank', sort: 3, ...OPERATIONS_STAFF },
  { id: 104, parentId: 100, name: 'OperationsRecharges', path: '/operations/recharges', component: 'operations/recharges', title: 'menu.operations.recharges', icon: 'transaction', sort: 4, ...OPERATIONS_STAFF },
  { id: 105, parentId: 100, name: 'OperationsWithdrawals', path: '/operations/withdrawals', component: 'operations/withdrawals', title: 'menu.operations.withdrawals', icon: 'wallet', sort: 5, ...OPERATIONS_STAFF },
  { id: 106, parentId: 100, name: 'OperationsLedger', path: '/operations/ledger', component: 'operations/ledger', title: 'menu.operations.ledger', icon: 'account-book', sort: 6, ...OPERATIONS_STAFF },
  { id: 107, parentId: 100, name: 'OperationsRequirements', path: '/operations/requirements', component: 'operations/requirements', title: 'menu.operations.requirements', icon: 'file-search', sort: 7, ...OPERATIONS_STAFF },
  { id: 108, parentId: 100, name: 'OperationsCrowdfunding', path: '/operations/crowdfunding', component: 'operations/crowdfunding', title: 'menu.operations.crowdfunding', icon: 'fund', sort: 8, ...OPERATIONS_STAFF },
  { id: 109, parentId: 100, name: 'OperationsExperts', path: '/operations/experts', component: 'operations/experts', title: 'menu.operations.experts', icon: 'solution', sort: 9, ...OPERATIONS_STAFF },
];

export type SeedOptions = {
  /** Create the demo accounts (default: yes). The start script turns them off in production. */
  demoAccounts?: boolean;
  now?: Date;
};

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date();

  await db
    .insert(roles)
    .values(Object.values(ROLES).map((key) => ({ key, nameZh: ROLE_NAMES[key].zh, nameEn: ROLE_NAMES[key].en })))
    .onConflictDoUpdate({ target: roles.key, set: { nameZh: excluded('name_zh'), nameEn: excluded('name_en') } });
  const grants = Object.entries(ROLE_PERMISSIONS).flatMap(([roleKey, perms]) => perms.map((permission) => ({ roleKey, permission })));
  if (grants.length > 0) await db.insert(rolePermissions).values(grants).onConflictDoNothing();

  const industryRows = INDUSTRY_DATA.flatMap((top, i) => [
    { id: top.id, parentId: null, name: top.name[0], cnName: top.name[1], sort: i },
    ...top.children.map(([name, cnName], j) => ({ id: top.id * 100 + j + 1, parentId: top.id, name, cnName, sort: j })),
  ]);
  await db
    .insert(industries)
    .values(industryRows)
    .onConflictDoUpdate({
      target: industries.id,
      set: { parentId: excluded('parent_id'), name: excluded('name'), cnName: excluded('cn_name'), sort: excluded('sort') },
    });

  await db
    .insert(requestCategories)
    .values(REQUEST_CATEGORY_DATA.map(([en, zh], i) => ({ id: i + 1, industryName: zh, industryNameEn: en, sort: i })))
    .onConflictDoUpdate({
      target: requestCategories.id,
      set: { industryName: excluded('industry_name'), industryNameEn: excluded('industry_name_en'), sort: excluded('sort') },
    });

  const dictRows = Object.entries(codeTables).flatMap(([dictType, entries]) =>
    entries.map((e, i) => ({
      dictType,
      dictValue: e.value,
      dictLabel: e.zh,
      dictLabelEn: e.en,
      listClass: e.listClass ?? 'default',
      cssClass: null,
      sort: i,
    })),
  );
  await db
    .insert(dictData)
    .values(dictRows)
    .onConflictDoUpdate({
      target: [dictData.dictType, dictData.dictValue],
      set: { dictLabel: excluded('dict_label'), dictLabelEn: excluded('dict_label_en'), listClass: excluded('list_class'), sort: excluded('sort') },
    });

  await db
    .insert(countries)
    .values(COUNTRY_DATA.map(([iso, areaCode, enName, zhName]) => ({ iso, areaCode, enName, zhName, flag: flagEmoji(iso), sort: 0 })))
    .onConflictDoUpdate({
      target: countries.iso,
      set: { areaCode: excluded('area_code'), enName: excluded('en_name'), zhName: excluded('zh_name'), flag: excluded('flag'), sort: excluded('sort') },
    });

  await db
    .insert(menus)
    .values([
      {
        id: 1,
        parentId: null,
        name: 'Statecharts',
        path: '/statecharts',
        component: 'statecharts/index',
        title: 'menu.statecharts',
        icon: 'apartment',
        roles: [ROLES.operations, ROLES.productOwner],
        permissions: [PERMISSIONS.statechartsView],
        publicOutsideProduction: true,
        sort: 10,
      },
      ...OPERATIONS_MENUS,
    ])
    .onConflictDoUpdate({
      target: menus.id,
      set: {
        parentId: excluded('parent_id'),
        hidden: excluded('hidden'),
        name: excluded('name'),
        path: excluded('path'),
        component: excluded('component'),
        title: excluded('title'),
        icon: excluded('icon'),
        roles: excluded('roles'),
        permissions: excluded('permissions'),
        publicOutsideProduction: excluded('public_outside_production'),
        sort: excluded('sort'),
      },
    });

  if (options.demoAccounts ?? true) await seedAccounts(db, now);
}

async function seedAccounts(db: Database, now: Date): Promise<void> {
  const users = createUsersRepository(db);
  for (const account of DEMO_ACCOUNTS) {
    const existing = await users.findByIdentifier({ kind: 'email', email: account.email });
    const user =
      existing ??
      (await users.create({
        phone: account.phone ?? undefined,
        primaryEmail: account.email,
        passwordHash: await hashPassword(account.password),
        localization: 'zh',
        roles: [...account.roles],
        now,
      })) ??
      // Another instance created it between the look and the insert.
      (await users.findByIdentifier({ kind: 'email', email: account.email }));
    if (user) {
      await db
        .insert(userRoles)
        .values(account.roles.map((roleKey) => ({ userId: user.id, roleKey })))
        .onConflictDoNothing();
    }
  }
}

