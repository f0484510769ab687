import { PAGE_SLUGS } from '@club/contracts/core';
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
  it('lead to the screen they name: food ordering, through sign-in for a visitor', () => {
    expect(ctaTarget('orderFood', 'visitor')).toEqual({
      kind: 'link',
      to: '/login?from=%2Fmember%2Ffoodordering%2Fhome',
      signIn: true,
    });
    expect(ctaTarget('orderFood', 'member')).toEqual({
      kind: 'link',
      to: '/member/foodordering/home',
      signIn: false,
    });
    expect(ctaTarget('orderFood', 'staff')).toEqual({ kind: 'membersOnly' });
  });

  it('book halls and events online, and never link to their own page', () => {
    expect(ctaTarget('bookHall', 'member')).toEqual({
      kind: 'link',
      to: MEMBER_SCREENS.bookHall,
      signIn: false,
    });
    expect(ctaTarget('bookHall', 'visitor')).toEqual({
      kind: 'link',
      to: '/login?from=%2Fmember%2Fbanquet%2Fbooking',
      signIn: true,
    });
    expect(ctaTarget('events', 'visitor', 'cricket')).toEqual({
      kind: 'link',
      to: '/Events',
      signIn: false,
    });
    expect(ctaTarget('events', 'member', 'events')).toEqual({
      kind: 'link',
      to: MEMBER_SCREENS.events,
      signIn: false,
      book: true,
    });
    expect(ctaTarget('contact', 'member', 'affiliated')).toEqual({
      kind: 'link',
      to: '/Contactus',
      signIn: false,
    });
    expect(ctaTarget('contact', 'visitor', 'contactus')).toEqual({ kind: 'none' });
  });

  it('lead through sign-in to a member screen once it is wired (chamber booking)', () => {
    expect(ctaTarget('bookRoom', 'visitor')).toEqual({
      kind: 'link',
      to: '/login?from=%2Fmember%2Fchamber%2Fbooking',
      signIn: true,
    });
    expect(ctaTarget('bookRoom', 'member')).toMatchObject({ to: '/member/chamber/booking' });
    expect(ctaTarget('bookRoom', 'staff')).toEqual({ kind: 'membersOnly' });
  });
});
