import { Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RequirementSummaryCard, type RequirementSummary } from './requirement-summary-card';
import './requirement.css';

export interface RequirementPageShellProps {
  /** The page's `h1` (the page names its step: "Pay the review fee", "All-people review", …). */
  title: ReactNode;
  /** The `h1`'s id, which names the page's `section` (`aria-labelledby`). */
  titleId: string;
  /** The page's own class, beside `portal-page` on the section. */
  className: string;
  requirement: RequirementSummary;
  /** The link back, top-right of the summary card. */
  back: { to: string; label: ReactNode };
  /** What the page shows below the summary card. */
  children?: ReactNode;
}

/**
 * A page about one step of a requirement (the all-people review, the analysis announcement, paying the review fee):
 * the page's `h1`, the requirement's summary card with the link back, then the page's own parts, in one column.
 * The stage-1 and pre-review details are named by the card itself (`RequirementSummaryCard` `headingLevel={1}`).
 */
export function RequirementPageShell({ title, titleId, className, requirement, back, children }: RequirementPageShellProps) {
  return (
    <section className={`portal-page ${className}`} aria-labelledby={titleId}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <h1 id={titleId} className="requirement-page__title">
          {title}
        </h1>
        <RequirementSummaryCard requirement={requirement} extra={<Link to={back.to}>{back.label}</Link>} />
        {children}
      </Space>
    </section>
  );
}
