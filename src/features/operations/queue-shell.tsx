/** The pieces the operations queues are built of: the status filter, the drawer of one row, its fields, the review decision. */
import { Button, Descriptions, Drawer, Select, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { ReasonModal } from './reason-modal';
import type { QueueFilter } from './use-queue-paging';
import './queue-shell.css';

const ALL = 'all';

/** The status filter above a queue's table: one status or all of them (`undefined`). */
export function StatusFilter<S extends string>({
  filter,
  label,
  allLabel,
  options,
}: {
  filter: QueueFilter<S>;
  label: string;
  allLabel: string;
  options: Array<{ value: S; label: string }>;
}) {
  return (
    <Select
      style={{ width: 180 }}
      aria-label={label}
      value={filter.status ?? ALL}
      onChange={(v: string) => filter.setStatus(v === ALL ? undefined : (v as S))}
      options={[{ value: ALL, label: allLabel }, ...options]}
    />
  );
}

/**
 * The drawer with one row of a queue (`openId`); closed, its content is unmounted so it reads afresh next time. Its
 * title is an h2 (antd draws a `div`), so the drawer's sections are h3 (`SectionHeading level={DRAWER_SECTION}`) and
 * a screen reader's outline goes page h1 → drawer h2 → section h3 without a skipped level.
 */
export function DetailDrawer({ openId, title, onClose, children }: { openId: number | null; title: ReactNode; onClose(): void; children(id: number): ReactNode }) {
  return (
    <Drawer open={openId !== null} size={640} title={<PageHeading level={2}>{title}</PageHeading>} onClose={onClose} destroyOnHidden>
      {openId !== null && children(openId)}
    </Drawer>
  );
}

/** The heading level of a section in a `DetailDrawer` (History, Voucher, Images, Candidates, the live chart's lists). */
export const DRAWER_SECTION = 3;

/**
 * A section's heading in an operations page or drawer: its level follows the outline (2 below the page's h1, 3 in a
 * drawer), its look stays that of a small title whatever the level.
 */
export function SectionHeading({ level, children }: { level: 2 | 3; children: ReactNode }) {
  return (
    <Typography.Title level={level} className="ops-section-heading">
      {children}
    </Typography.Title>
  );
}

export type DetailRow = { key: string; label: ReactNode; children: ReactNode };

/** A row's fields in its drawer, one a line; an optional field given as `null` (it has no value) is left out. */
export function DetailList({ rows }: { rows: Array<DetailRow | null> }) {
  return <Descriptions bordered size="small" column={1} items={rows.filter((r): r is DetailRow => r !== null)} />;
}

/**
 * The decision on a row under review (`pending`): approve, or reject with the reason the member will see. The
 * dialog closes once `onReject` succeeded, then `onDecided` reads the row again; a failed rejection keeps it open.
 */
export function ReviewDecision({
  pending,
  approveLabel,
  rejectLabel,
  approving,
  rejecting,
  onApprove,
  onReject,
  onDecided,
}: {
  pending: boolean;
  approveLabel: string;
  rejectLabel: string;
  approving: boolean;
  rejecting: boolean;
  onApprove(): void;
  onReject(reason: string): Promise<unknown>;
  onDecided(): Promise<void>;
}) {
  const [rejectOpen, setRejectOpen] = useState(false);
  return (
    <>
      {pending && (
        <Space>
          <Button type="primary" loading={approving} onClick={onApprove}>
            {approveLabel}
          </Button>
          <Button danger onClick={() => setRejectOpen(true)}>
            {rejectLabel}
          </Button>
        </Space>
      )}
      <ReasonModal
        open={rejectOpen}
        title={rejectLabel}
        loading={rejecting}
        onCancel={() => setRejectOpen(false)}
        onSubmit={async (reason) => {
          await onReject(reason);
          setRejectOpen(false);
          await onDecided();
        }}
      />
    </>
  );
}
