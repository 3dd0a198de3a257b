import { buttonClassName } from '@kirana/ui';
import { useAppSelector } from '../../../app/hooks';
import { useEnsureLoaded } from '../../../app/use-ensure-loaded';
import { useT } from '../../../lib/i18n';
import { fetchStoreConfigs, selectStoreConfigs } from '../../general';
import { whatsAppChatUrl } from '../chat-link';

/**
 * "Chat with us on WhatsApp" (wa.me with a first message), only when the store set its number
 * (console › Settings › Store); nothing while the store's details load or if they cannot.
 */
export function ChatOnWhatsApp({ text, block = false }: { text: string; block?: boolean }) {
  const t = useT();
  const storeMobile = useAppSelector(selectStoreConfigs)?.WhatsAppNumber;
  useEnsureLoaded(fetchStoreConfigs);
  if (!storeMobile) return null;
  return (
    <a
      className={buttonClassName({ variant: 'secondary', block })}
      href={whatsAppChatUrl(storeMobile, text)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('whatsapp.chat')}
    </a>
  );
}
