/** The banquets module's public surface: the public reads of halls and packages. */
export { listPublicHalls } from './list-public-halls.ts';
export { listPublicPackages } from './list-public-packages.ts';
