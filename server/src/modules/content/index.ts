/** The content module's public surface: the public pages' head (static web). */
export { publicPageHead } from './page-head.ts';
