import { AppShell, Burger, Container, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { ActingBanner, useCurrentUser } from '../../features/auth';
import { CartButton } from '../../features/fnb';
import { ScreensContext } from '../../lib/screens-context';
import { useWidthAtLeast } from '../../lib/viewport';
import { visibleMenu } from '../route-access';
import { flatRoutes } from '../routes';
import { MOBILE_MAX_WIDTH, PINNED_MIN_WIDTH, useSettingsStore } from '../settings-store';
import { HeaderBar } from './header-bar';
import { HorizontalMenu, VerticalMenu } from './nav-menu';
import { SkipLink } from './skip-link';
import { OfflineBanner } from './offline-banner';

const WIDE = 260;
const NARROW = 72;

/** The member/staff shell (SPEC.md §4): vertical (pinned or icon rail) or horizontal menu; burger below 992 px. */
export function AppLayout() {
  const { t } = useTranslation();
  const placement = useSettingsStore((s) => s.menuPlacement);
  const pinnedSetting = useSettingsStore((s) => s.menuPinned);
  const boxed = useSettingsStore((s) => s.layout === 'boxed');
  const wide = useWidthAtLeast(PINNED_MIN_WIDTH, true);
  const mobile = !useWidthAtLeast(MOBILE_MAX_WIDTH, true);
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const user = useCurrentUser();
  const screens = useMemo(
    () => visibleMenu(flatRoutes, user).map((r) => ({ path: r.path, labelKey: r.menu!.labelKey })),
    [user],
  );

  useEffect(() => {
    close();
  }, [location.pathname, close]);

  const vertical = placement === 'vertical';
  const pinned = vertical && pinnedSetting && wide;
  // The unpinned desktop menu: an icon rail that widens to show its labels under the pointer
  // and while a key has put the focus in it (styles.css .app-rail: CSS, so it does so also on
  // a page the server drew, before the scripts run).
  const rail = !mobile && !pinned;
  // A link pressed with the pointer folds the rail back at once (the pointer still rests on
  // it): the page it opened is not covered until the pointer has left the rail once.
  const [railResting, setRailResting] = useState(false);
  const showHorizontal = !vertical && !mobile;
  const headerHeight = showHorizontal ? 104 : 60;

  return (
    <AppShell
      header={{ height: headerHeight }}
      navbar={{
        width: pinned ? WIDE : NARROW,
        breakpoint: 'md',
        collapsed: { mobile: !opened, desktop: !vertical },
      }}
      padding={0}
    >
      <SkipLink />
      <AppShell.Header>
        <HeaderBar
          start={
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? t('common.closeMenu') : t('common.openMenu')}
              aria-expanded={opened}
            />
          }
          end={<CartButton />}
        />
        {showHorizontal && <HorizontalMenu />}
      </AppShell.Header>
      <AppShell.Navbar
        className={rail ? 'app-rail' : undefined}
        style={rail ? ({ '--app-rail-open-width': `${WIDE}px` } as CSSProperties) : undefined}
        data-resting={rail && railResting ? '' : undefined}
        onClick={(e) => {
          // detail 0: a key pressed Enter on the link (the focus stays, so do the labels).
          if (rail && e.detail > 0 && (e.target as Element).closest('a')) setRailResting(true);
        }}
        onPointerLeave={() => setRailResting(false)}
        data-testid="app-navbar"
      >
        <ScrollArea type="never" style={{ flex: 1 }}>
          <VerticalMenu rail={rail} onNavigate={close} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <ActingBanner />
        <OfflineBanner />
        <Container size={boxed ? 'xl' : undefined} fluid={!boxed} py="lg" px="md">
          <ScreensContext.Provider value={screens}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ScreensContext.Provider>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
