import { useEffect } from 'react';
import { useClubName, usePageTitle } from '../../settings';
import { imageSrc } from '../site-map';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Title (SPEC.md §9 template), description and Open Graph tags of a public page. */
export function useSeo(page: { title?: string; description?: string; image?: string }) {
  usePageTitle(page.title);
  const club = useClubName();
  const { title, description, image } = page;
  useEffect(() => {
    if (!title) return;
    const full = club ? `${title} | ${club}` : title;
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:type', 'website');
    const url = window.location.href.split('?')[0]!;
    setMeta('property', 'og:url', url);
    // The server's canonical address (page-head.ts) follows the page the app now shows.
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = url;
    if (club) setMeta('property', 'og:site_name', club);
    setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
    if (image)
      setMeta('property', 'og:image', new URL(imageSrc(image), window.location.origin).href);
  }, [title, description, image, club]);
}
