import type { WhatsAppTemplates } from '@kirana/shared';
import { adminApi } from '../../app/api';

// The console's WhatsApp calls (api modules/whatsapp/console): the templates to register.
export const whatsappApi = adminApi.injectEndpoints({
  endpoints: (b) => ({
    whatsappTemplates: b.query<WhatsAppTemplates, void>({
      query: () => '/admin/whatsapp/templates',
    }),
  }),
});
