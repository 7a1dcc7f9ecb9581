import type { ReactNode } from 'react';

/** No chrome at all: for pages such as /logout that only pass through. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
