import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/** A screen's title takes the focus when the screen opens, so keyboard and screen-reader users start there. */
export function Heading({ children }: { children: ComponentChildren }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <h1 ref={ref} tabIndex={-1}>{children}</h1>;
}
