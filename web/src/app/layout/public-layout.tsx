import { AppShell, Container } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { ActingBanner } from '../../features/auth';
import { SiteNav, SiteNavDrawer, usePrefetchPublicContent } from '../../features/content';
import { HeaderBar } from './header-bar';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

/** Public and sign-in pages: the header with the club's menu, the page, and the club's footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  // Braces: Chromium's window.scrollTo returns a promise, which React would call as a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  usePrefetchPublicContent(pathname);
  return (
    <AppShell header={{ height: { base: 60, md: 104 } }} padding={0}>
      <SkipLink />
      <AppShell.Header>
        <HeaderBar start={<SiteNavDrawer />} />
        <SiteNav />
      </AppShell.Header>
      <AppShell.Main
        id="main-content"
        tabIndex={-1}
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        <ActingBanner />
        {/* At least a screen tall (the main is): the footer never jumps while a page loads. */}
        <Container size="xl" w="100%" py="lg" px="md" style={{ flex: 1 }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
      {/* After the main landmark, not in it: the footer is the page's own (contentinfo). */}
      <SiteFooter />
    </AppShell>
  );
}
