import BuyAgainShelf from './buy-again-shelf';
import RecentlyViewedShelf from './recently-viewed-shelf';

/**
 * The shelves made for this shopper: "Buy again" (signed in, on the home page) and "Recently
 * viewed" (kept in this browser). Their own chunk, loaded once the page is up and the browser idle.
 */
export default function PersonalShelves({
  buyAgain = false,
  exceptId,
}: {
  buyAgain?: boolean;
  exceptId?: number;
}) {
  return (
    <>
      {buyAgain && <BuyAgainShelf />}
      <RecentlyViewedShelf exceptId={exceptId} />
    </>
  );
}
