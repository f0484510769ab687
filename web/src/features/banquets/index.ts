/** The banquets feature's public surface: what other features may use. */
export { banquetsKeys } from './api/keys';
export { usePublicHalls, usePublicPackages } from './api/get-public';
export { BanquetsCard } from './components/public/banquets-card';
