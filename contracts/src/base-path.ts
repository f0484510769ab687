/** The one base path the web app is served under (SPEC.md §2); set by BASE_PATH at build and run. */
export const DEFAULT_BASE_PATH = '/app';

export function normaliseBasePath(value: string | undefined): string {
  const raw = (value ?? DEFAULT_BASE_PATH).trim();
  if (raw === '' || raw === '/') return '';
  return '/' + raw.replace(/^\/+|\/+$/g, '');
}
