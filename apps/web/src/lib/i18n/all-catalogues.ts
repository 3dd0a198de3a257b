import type { Language } from '@kirana/shared/common/languages';
import type { Messages } from '@kirana/ui/i18n';

// Every catalogue, bundled in: for the server's renderer (entry-server.tsx) and for tests only.
// The browser loads catalogues per namespace (catalogues.ts); never import this from app code.
const files = import.meta.glob<Messages>('../../locales/*/*.json', {
  import: 'default',
  eager: true,
});

/** All namespaces' compiled messages of one language. */
export function allMessagesOf(language: Language): Messages {
  const messages: Messages = {};
  for (const [path, file] of Object.entries(files))
    if (path.split('/').at(-2) === language) Object.assign(messages, file);
  return messages;
}
