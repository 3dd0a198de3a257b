// Where the checkout sends the shopper next.
export const CONFIRMED_PATH = '/order/confirmed/';
export const sandboxPath = (paymentId: number) => `/pay/sandbox/${paymentId}`;
export const upiPayPath = (orderId: number) => `/pay/upi/${orderId}`;
