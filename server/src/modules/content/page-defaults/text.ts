/** What every page's default content is written with. */
import type { PageCta, Photo, Timing } from '@club/contracts';

export interface PageDefault {
  title: string;
  summary: string;
  bodyHtml: string;
  timings: Timing[];
  rules: string[];
  photos: Photo[];
  cta: PageCta | null;
}

export const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');
export const photo = (name: string, alt: string): Photo => ({ url: `images/${name}.svg`, alt });
