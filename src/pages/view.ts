// The View of a screen whose title and description are its interface strings.
import type { ReactElement } from 'react';
import type { View } from '../context.ts';

export function screenView(strings: { title(): string; description(): string }, body: ReactElement): View {
  return { status: 200, title: strings.title(), description: strings.description(), body };
}
