import { useCallback, useMemo, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { CodeEntry } from '../../../machines/codes/code-table';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { formatFen } from '../../../machines/rules/money';

/** Money on the operations pages: always 2 decimals, thousands separated, the sign kept. */
export const money = (fen: number | null | undefined) => (fen == null ? '–' : fen < 0 ? `-¥${formatFen(-fen)}` : `¥${formatFen(fen)}`);

/** Labels of a spec 3 code table in the page language (the tables carry both languages themselves). */
export function useCodeLabels(entries: readonly CodeEntry[]) {
  const lang = useRuleLang();
  return useMemo(
    () => ({
      /** By spec code ('0'-'4'). */
      ofCode: (code: string) => entries.find((e) => e.value === code)?.[lang] ?? code,
      /** By machine state (the entry's key); other states (the machine's start) keep their name. */
      ofState: (state: string) => entries.find((e) => e.key === state)?.[lang] ?? state,
      options: entries.map((e) => ({ value: e.value, label: e[lang] })),
    }),
    [entries, lang],
  );
}

/** The member as operations see them: name, contact, id. */
export function memberText(m: { userId: number; realName?: string | null; cardholderName?: string | null; memberPhone?: string | null; memberEmail?: string | null }) {
  return [m.realName ?? m.cardholderName, m.memberPhone ?? m.memberEmail, `#${m.userId}`].filter(Boolean).join(' · ');
}

/**
 * Idempotency keys of money decisions (docs/contracts.md "Idempotency"): one key per attempt, named by what it
 * does (`approve:42`, `paid:7:REF123`), reused while that attempt is retried (a lost answer, a timeout) so the
 * money moves once, and dropped once the server accepted it. Another body (a changed reason or reference) is
 * another attempt with a new key: reusing the old one would be refused as `idempotencyKeyReused`.
 */
export function useAttemptKeys() {
  const keys = useRef(new Map<string, string>());
  const keyFor = useCallback((attempt: string) => {
    let key = keys.current.get(attempt);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(attempt, key);
    }
    return key;
  }, []);
  const settle = useCallback((attempt: string) => void keys.current.delete(attempt), []);
  return { keyFor, settle };
}
