export { SiteNav, SiteNavDrawer } from './components/site-nav';
export { usePrefetchPublicContent } from './api/prefetch';
export { contentKeys } from './api/keys';
export { PAGE_TITLE_KEYS } from './site-map';
export { ImageField } from './components/image-field';
export { imageSrc } from './site-map';
export { useAffiliatedClubs } from './api/get-affiliated';
export { RichHtml } from './components/rich-html';
export { useRichTextInput } from './api/use-rich-text-input';
