// The WhatsApp feature's public face: the shopper's consent (Settings, checkout) and the store's chat link.
export { maskedMobile, whatsAppChatUrl } from './chat-link';
export { ChatOnWhatsApp } from './components/chat-on-whatsapp';
export { WhatsAppOptIn } from './components/whatsapp-opt-in';
export { WhatsAppSettingsRow } from './components/whatsapp-settings-row';
