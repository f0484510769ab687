import { useMyListing } from '../api/my-listing';
import { ListingCard } from './listing-card';

/** The member's own listing card, loaded (nothing while it loads): for My Profile. */
export function MyListingCard() {
  const mine = useMyListing();
  return mine.data ? <ListingCard listing={mine.data} /> : null;
}
