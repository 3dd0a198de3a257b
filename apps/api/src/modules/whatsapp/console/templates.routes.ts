import { WhatsAppTemplates } from '@kirana/shared';
import { whatsappOn } from '../../../config';
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { TEMPLATE_LANGUAGES } from '../template-language';
import { templatesToRegister } from '../templates';

/** The templates the store registers in WhatsApp Manager (settings:write). */
export function registerWhatsAppAdminRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/admin/whatsapp/templates',
    {
      config: { permission: 'settings:write' },
      schema: {
        tags: ['console: settings'],
        summary: 'The WhatsApp templates to register: names, languages, texts and parameters',
        response: { 200: WhatsAppTemplates },
      },
    },
    async () => ({
      Enabled: whatsappOn(deps.config),
      Templates: templatesToRegister(TEMPLATE_LANGUAGES),
    }),
  );
}
