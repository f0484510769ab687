import { describe, expect, it } from 'vitest';
import { FACILITY_SLUGS, PAGE_SLUGS, PUBLIC_PAGES, pagePath, publicPageAt } from './site-pages.ts';

describe('public pages', () => {
  it('spells each path as its slug in some case, once each', () => {
    for (const p of PUBLIC_PAGES) expect(p.path.toLowerCase()).toBe(`/${p.slug}`);
    expect(new Set(PAGE_SLUGS).size).toBe(PUBLIC_PAGES.length);
  });

  it('lists the facilities in the order of the pages', () => {
    expect(FACILITY_SLUGS).toEqual(PAGE_SLUGS.filter((s) => FACILITY_SLUGS.includes(s)));
    expect(FACILITY_SLUGS).toContain('thechambers');
    expect(FACILITY_SLUGS).not.toContain('chamberbooking');
  });

  it('finds a page by its path in any case, and its path by its slug', () => {
    expect(publicPageAt('/cricket')?.path).toBe('/Cricket');
    expect(publicPageAt('/THECHAMBERS/')?.slug).toBe('thechambers');
    expect(publicPageAt('/member/home')).toBeUndefined();
    expect(publicPageAt('/nowhere')).toBeUndefined();
    expect(pagePath('contactus')).toBe('/Contactus');
  });
});
