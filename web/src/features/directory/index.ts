/** The directory feature's public surface: the member's own listing card (My Profile shows it). */
export { MyListingCard } from './components/my-listing-card';
