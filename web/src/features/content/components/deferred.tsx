import { Box } from '@mantine/core';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children only when they come near the viewport: sections below the fold cost
 * nothing (no render, no image requests) until the visitor scrolls towards them. The server's
 * HTML has the placeholder, as the browser's first render does; the placeholder is marked
 * `data-deferred`, and one in sight starts the app on a page the server drew
 * (server/src/plugins/after-paint.ts).
 */
export function Deferred({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  // Hidden in the first render everywhere, the server's included, so hydration matches.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !ref.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setShown(true));
      },
      { rootMargin: '300px 0px' },
    );
    io.observe(ref.current);
    return () => io.disconnect();
  }, [shown]);
  return (
    <Box ref={ref} mih={shown ? undefined : minHeight} data-deferred={shown ? undefined : ''}>
      {shown ? children : null}
    </Box>
  );
}
