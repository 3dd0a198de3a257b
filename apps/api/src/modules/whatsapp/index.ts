// The whatsapp module's public face: queueing an order's or a refund's update (orders, refunds).
export { queueWhatsAppUpdate } from './queue-update';
export type { UpdateFacts } from './templates';
