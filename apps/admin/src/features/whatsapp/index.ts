// The console's WhatsApp feature, as other features use it: the templates page (a settings tab).
export { TemplatesPanel } from './templates-panel';
