import { pagePath } from '@club/contracts/core';
import type { TFunction } from 'i18next';
import { keyMap, type TKey } from '../../../lib/i18n';
import { escapeHtml, fillMarkup } from './markup';

/** The interface showcase's examples (their texts: showcases:examples.<id>). */
export const INTERFACE_EXAMPLES = [
  'headings',
  'emphasis',
  'links',
  'lists',
  'quote',
  'rule',
  'preformatted',
  'removed',
] as const;
export type InterfaceExample = (typeof INTERFACE_EXAMPLES)[number];
export const EXAMPLE_TITLES = keyMap('showcases:exampleTitle.', INTERFACE_EXAMPLES);
export const EXAMPLE_TEXTS = keyMap('showcases:exampleText.', INTERFACE_EXAMPLES);

/** A club page's address as an editor links to it (the app's base path, then the page). */
const clubPage = (path: string) =>
  `${(import.meta.env.VITE_BASE_PATH || '/').replace(/\/$/, '')}${path}`;

/**
 * Each example's markup, in the reader's language: what an editor would paste. Every sample
 * text is escaped, so no translation can turn into markup.
 */
export function interfaceMarkup(t: TFunction): Record<InterfaceExample, string> {
  const s = (key: TKey) => escapeHtml(t(key));
  const raw = (key: TKey) => t(key, { skipInterpolation: true });
  return {
    headings: [
      `<h2>${s('showcases:sample.heading')}</h2>`,
      `<h3>${s('showcases:sample.subheading')}</h3>`,
      `<h4>${s('showcases:sample.minor')}</h4>`,
      `<p>${s('showcases:sample.paragraph')}</p>`,
    ].join('\n'),
    emphasis: `<p>${fillMarkup(raw('showcases:sample.emphasisLine'), {
      bold: `<strong>${s('showcases:sample.bold')}</strong>`,
      italic: `<em>${s('showcases:sample.italic')}</em>`,
      underline: `<u>${s('showcases:sample.underline')}</u>`,
      struck: `<s>${s('showcases:sample.struck')}</s>`,
      code: `<code>${s('showcases:sample.code')}</code>`,
    })}</p>`,
    links: `<p>${fillMarkup(raw('showcases:sample.linksLine'), {
      club: `<a href="${clubPage(pagePath('tennis'))}">${s('showcases:sample.linkClub')}</a>`,
      site: `<a href="https://www.example.org" target="_blank">${s('showcases:sample.linkSite')}</a>`,
      mail: `<a href="mailto:office@example.org">${s('showcases:sample.linkMail')}</a>`,
      phone: `<a href="tel:+910000000000">${s('showcases:sample.linkPhone')}</a>`,
    })}</p>`,
    lists: [
      `<ul>\n  <li>${s('showcases:sample.listA')}</li>\n  <li>${s('showcases:sample.listB')}</li>\n  <li>${s('showcases:sample.listC')}</li>\n</ul>`,
      `<ol>\n  <li>${s('showcases:sample.stepA')}</li>\n  <li>${s('showcases:sample.stepB')}</li>\n  <li>${s('showcases:sample.stepC')}</li>\n</ol>`,
    ].join('\n'),
    quote: `<blockquote><p>${s('showcases:sample.quote')}</p></blockquote>`,
    rule: `<p>${s('showcases:sample.before')}</p>\n<hr>\n<p>${s('showcases:sample.after')}</p>`,
    preformatted: `<pre>${s('showcases:sample.pre')}</pre>`,
    removed: [
      `<p style="color: red" onclick="alert(1)">${s('showcases:sample.removedText')}</p>`,
      '<script>alert(1)</script>',
      '<img src="https://www.example.org/photo.jpg" alt="">',
      '<iframe src="https://www.example.org"></iframe>',
      '<p><a href="javascript:alert(1)">javascript:</a></p>',
    ].join('\n'),
  };
}
