/**
 * Members who may publish, join the hall, evaluate and contribute (the participant gate of
 * services/requirements/gates.ts): verified by real name (walletMember) with a nickname and fields of interest.
 */
import { memberProfiles, users, hallMembers } from '../db/schema';
import { eq } from 'drizzle-orm';
import type { useServicesApp } from './harness';
import { walletMember, type WalletMember } from './wallet-members';

type Harness = ReturnType<typeof useServicesApp>;

/** A verified member with a complete profile; `hall` joins the hall in those kinds with `fields` (industry ids). */
export async function participant(
  h: Harness,
  options: { fields?: number[]; hall?: string[]; realName?: boolean; lang?: string; coinsFen?: number } = {},
): Promise<WalletMember> {
  const m = await walletMember(h, { realName: options.realName, card: 'none', lang: options.lang });
  const at = new Date(h.clock.now());
  await h.db().update(users).set({ nickname: `member${m.id}` }).where(eq(users.id, m.id));
  await h.db().insert(memberProfiles).values({ userId: m.id, fieldsOfInterest: options.fields ?? [1], updatedAt: at });
  for (const kind of options.hall ?? []) {
    await h.db().insert(hallMembers).values({ userId: m.id, kind, industryIds: options.fields ?? [1], joinedAt: at });
  }
  return m;
}

/** A complete publish form (Information Technology / Artificial Intelligence, the first request category). */
export function completeForm(overrides: Record<string, unknown> = {}) {
  return {
    title: '工业质检视觉算法 Visual inspection',
    industryId: 1,
    industrySubId: 102,
    categoryId: 1,
    durationDays: 90,
    budgetFen: 50_000_00,
    detailsHtml: '<p>Detect <strong>surface defects</strong> on steel coils; 检测钢卷表面缺陷。</p>',
    keywords: ['视觉', 'inspection'],
    institutions: '',
    ...overrides,
  };
}
