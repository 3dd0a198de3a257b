// What app.ts wires of the whatsapp module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { registerWhatsAppAdminRoutes } from './console/templates.routes';
export { registerWhatsAppWebhookRoutes } from './whatsapp.routes';
export { whatsappUpdateJob } from './send-update.job';
export { smsFallbackJob } from './sms-fallback.job';
