/** The content module's public surface: the public pages' head (static web), and the 404 page's. */
export { memberPageHead, notFoundPageHead, publicPageHead, signInPageHead } from './page-head.ts';
export { newsPageHead } from './news-page-head.ts';
export { hasText, sanitizeRichText } from './sanitize.ts';
