/** The banquets feature's public surface: what other features may use. */
export { banquetsKeys } from './api/keys';
export { usePublicHalls, usePublicPackages } from './api/get-public';
export { BanquetsCard } from './components/public/banquets-card';
/** A hall booking's status badge family and session texts (the member dashboard's functions). */
export { HB_SESSION_KEYS, HB_STATUS_FAMILY } from './components/booking/labels';
