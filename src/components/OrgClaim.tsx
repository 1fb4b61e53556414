// What the Association says about itself (its figures, people, cases, partners and news) is
// rendered inside an OrgClaim or an OrgSection: the element carries data-org, and while the
// content is sample it shows the sample marker right there, not only in the footer.
// test/claims.test.ts walks every page and fails on organisation data outside these.
import type { ReactNode } from 'react';
import type { PageContext } from '../site/context.ts';
import { SampleBadge } from './SampleBadge.tsx';
import { Section, type SectionProps } from './Section.tsx';

/** An inline claim (a byline, a sidebar list): the marker follows the content. A claim that holds
 *  block content (a list, a description list) is a div: a span may hold only phrasing content. */
export function OrgClaim({ ctx, children, className, as: Tag = 'span' }: { ctx: PageContext; children: ReactNode; className?: string; as?: 'span' | 'div' }) {
  return (
    <Tag data-org="" className={className}>
      {children}
      <SampleBadge ctx={ctx} inline />
    </Tag>
  );
}

/** A whole section of organisation data: the marker sits under its heading. */
export function OrgSection({ ctx, aside, ...props }: SectionProps & { ctx: PageContext }) {
  return <Section {...props} org aside={<>{aside}<div><SampleBadge ctx={ctx} /></div></>} />;
}
