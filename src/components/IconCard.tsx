// A card with an icon, a title and a short text: values, overview items, technology partners.
import type { ReactNode } from 'react';
import type { IconName } from '../content/types.ts';
import { Icon } from './Icon.tsx';

interface IconCardProps {
  icon: IconName;
  title: string;
  children: ReactNode;
  as?: 'li' | 'div';
}

export function IconCard({ icon, title, children, as: Tag = 'li' }: IconCardProps) {
  return (
    <Tag className="card flex flex-col gap-3">
      <span className="w-fit rounded-lg bg-brand-50 p-2 text-brand-700"><Icon name={icon} /></span>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="text-slate-700">{children}</div>
    </Tag>
  );
}
