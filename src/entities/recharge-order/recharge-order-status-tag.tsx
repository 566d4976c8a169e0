import { rechargeStatus } from '../../../machines/codes/wallet.codes';
import { CodeTag } from '@/components/code-tag';

/** A recharge order's spec 3 status code ('0'-'4') as a coloured tag in the page language: the member's and operations' pages alike. */
export function RechargeOrderStatusTag({ status }: { status: string }) {
  return <CodeTag entries={rechargeStatus.entries} code={status} />;
}
