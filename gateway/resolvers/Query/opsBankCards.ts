import type { BankCard, QueryResolvers } from '../../generated/resolvers-types';

type RestOpsCard = BankCard & { userId: number; memberPhone: string | null; memberEmail: string | null };

/** The services answer flat rows (the card plus its owner); the schema nests the card. */
export function toOpsCard({ userId, memberPhone, memberEmail, ...card }: RestOpsCard) {
  return { card, userId, memberPhone, memberEmail };
}

export const opsBankCards: NonNullable<QueryResolvers['opsBankCards']> = async (_parent, { pageNum, pageSize, status }, { rest }) => {
  const page = await rest.post<{ records: RestOpsCard[]; total_record: number }>('/ops/v1/bank-card/pages', { pageNum, pageSize, ...(status ? { status } : {}) });
  return { records: page.records.map(toOpsCard), total_record: page.total_record };
};

export type { RestOpsCard };
