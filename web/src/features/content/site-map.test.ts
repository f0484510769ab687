import { PAGE_SLUGS } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { ctaTarget, MEMBER_SCREENS } from './components/page-cta';
import { imageSrc, pathOf, SITE_MENU, slugOfPath } from './site-map';

describe('the public site map', () => {
  it('finds the page of a path in any case, and nothing for other paths', () => {
    expect(slugOfPath('/Cricket')).toBe('cricket');
    expect(slugOfPath('/CRICKET/')).toBe('cricket');
    expect(slugOfPath('/yorkerbar')).toBe('yorkerbar');
    expect(slugOfPath('/member/notices')).toBeUndefined();
    expect(pathOf('otherwellness')).toBe('/Otherwellness');
  });

  it('puts every page but home in the club menu, once', () => {
    const inMenu = SITE_MENU.flatMap((g) => g.pages);
    expect(new Set(inMenu).size).toBe(inMenu.length);
    expect([...inMenu].sort()).toEqual(PAGE_SLUGS.filter((s) => s !== 'home').sort());
  });

  it('serves uploads from the API and shipped images from the base path', () => {
    expect(imageSrc('/api/files/gallery/x.png')).toBe('/api/files/gallery/x.png');
    expect(imageSrc('images/cricket.svg')).toMatch(/\/images\/cricket\.svg$/);
  });
});

describe('calls to action', () => {
  it('sign visitors in for member screens that do not exist yet, and link public pages', () => {
    expect(MEMBER_SCREENS.bookRoom).toBeNull();
    expect(ctaTarget('bookRoom', false)).toEqual({ to: '/login', pending: true });
    expect(ctaTarget('events', false)).toEqual({ to: '/Events', pending: false });
    expect(ctaTarget('contact', true)).toEqual({ to: '/Contactus', pending: false });
  });

  it('lead through sign-in to the member screen once it is wired', () => {
    MEMBER_SCREENS.bookRoom = '/member/chamber/booking';
    try {
      expect(ctaTarget('bookRoom', false).to).toBe('/login?from=%2Fmember%2Fchamber%2Fbooking');
      expect(ctaTarget('bookRoom', true).to).toBe('/member/chamber/booking');
    } finally {
      MEMBER_SCREENS.bookRoom = null;
    }
  });
});
