import { toast } from 'react-toastify';

/** The cart-added toast hides after 3 s (other toasts use the 5 s default). */
export const CART_TOAST_MS = 3000;
export const TOAST_AUTO_CLOSE_MS = 5000;

/** Tells the shopper a product went into the cart. */
export function showCartAddedToast(productName: string): void {
  toast.success(`${productName} added to cart`, {
    autoClose: CART_TOAST_MS,
    toastId: `cart-added-${productName}`,
  });
}

/** A short information toast (default auto-close). */
export function showInfoToast(message: string): void {
  toast.info(message);
}
