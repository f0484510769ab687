import { Group, Table, Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether an element is wider inside than it shows (it scrolls sideways), watched as the
 * element and its content change size. `ref` is on the scrolling element once it mounts.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/** Says that the table below scrolls sideways (shown only while it does). */
export function ScrollHint({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <Group gap={6} wrap="nowrap" mb={4} data-scroll-hint>
      <IconArrowsHorizontal size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" c="dimmed">
        {t('common.scrollHint')}
      </Text>
    </Group>
  );
}

/**
 * A wide table's box: it scrolls sideways on a narrow screen and says so above the table;
 * a keyboard user can scroll it too (it takes focus, named after the table; axe:
 * scrollable-region-focusable).
 */
export function TableScroll({
  minWidth,
  maxHeight,
  label,
  children,
}: {
  minWidth: number;
  maxHeight?: number;
  /** The table's name (the region's). */
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useHorizontalOverflow(ref);
  return (
    <div>
      <ScrollHint shown={overflows} />
      <Table.ScrollContainer
        ref={ref}
        minWidth={minWidth}
        {...(maxHeight ? { maxHeight } : {})}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        {children}
      </Table.ScrollContainer>
    </div>
  );
}
