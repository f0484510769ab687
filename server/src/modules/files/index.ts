/** Public uploaded files: the files module's public surface. */
export { fileRoutes } from './routes.ts';
export { PUBLIC_AREAS } from './read-public-file.ts';
