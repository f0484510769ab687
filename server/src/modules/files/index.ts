/** The files module's public surface. */
export { PUBLIC_AREAS } from './read-public-file.ts';
