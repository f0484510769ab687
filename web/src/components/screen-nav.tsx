import { Button, Group } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** One link of a ScreenNav: where it goes, its words and icon, and what else it shows. */
export interface ScreenLink {
  to: string;
  label: string;
  icon: Icon;
  /** Its accessible name where it says more than its words (a count beside it). */
  ariaLabel?: string;
  /** What it shows after its words (a count). */
  right?: ReactNode;
}

/**
 * The links between the screens of one task (the banquet menu and its items, the member's
 * ordering screens), on every one of them: a row of buttons, the current screen lit and
 * marked `aria-current="page"`.
 */
export function ScreenNav({ label, links }: { label: string; links: ScreenLink[] }) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={label} gap={4} wrap="wrap">
      {links.map(({ to, label: words, icon: LinkIcon, ariaLabel, right }) => {
        const current = pathname.toLowerCase() === to.toLowerCase();
        return (
          <Button
            key={to}
            component={Link}
            to={to}
            size="compact-md"
            variant={current ? 'light' : 'subtle'}
            aria-current={current ? 'page' : undefined}
            aria-label={ariaLabel}
            leftSection={<LinkIcon size={16} aria-hidden />}
            rightSection={right}
          >
            {words}
          </Button>
        );
      })}
    </Group>
  );
}
