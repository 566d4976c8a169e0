import type { ReactNode } from 'react';
import './page-heading.css';

/**
 * The page's `h1`. Most pages name themselves in the title of their first antd Card, which antd draws as a `div`:
 * put this there (`<Card title={<PageHeading>…</PageHeading>}>`) and the title looks the same but is the heading a
 * screen reader's outline starts from. `visuallyHidden` for a page that shows no title of its own (the wallet
 * overview: two wallet cards). `level` 2 or 3 for the titles of the cards below it, so the outline keeps its
 * order (a heading inside a card under a `div` title would skip levels).
 */
export function PageHeading({ children, visuallyHidden = false, id, level = 1 }: { children: ReactNode; visuallyHidden?: boolean; id?: string; level?: 1 | 2 | 3 }) {
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} className={visuallyHidden ? 'portal-page-heading portal-page-heading--hidden' : 'portal-page-heading'}>
      {children}
    </Heading>
  );
}
