import { withdrawStatus } from '../../../machines/codes/wallet.codes';
import { CodeTag } from '@/components/code-tag';

/** A withdrawal's spec 3 status code ('0'-'3') as a coloured tag in the page language: the member's and operations' pages alike. */
export function WithdrawalStatusTag({ status }: { status: string }) {
  return <CodeTag entries={withdrawStatus.entries} code={status} />;
}
