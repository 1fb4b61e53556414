// A card naming one thing (a partner, an institute) with a short text and labelled facts.
import type { ReactNode } from 'react';
import { Facts, type Fact } from './Facts.tsx';

interface FactCardProps {
  title: string;
  text?: string;
  facts: readonly Fact[];
  columns?: 1 | 2;
  /** Below the facts: e.g. the link where a partner confirms the partnership. */
  footer?: ReactNode;
}

export function FactCard({ title, text, facts, columns, footer }: FactCardProps) {
  return (
    <li className="card">
      <h3 className="text-lg font-semibold">{title}</h3>
      {text ? <p className="mt-2 text-slate-700">{text}</p> : null}
      <div className="mt-4"><Facts items={facts} columns={columns} /></div>
      {footer ? <div className="mt-3">{footer}</div> : null}
    </li>
  );
}
