import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { appI18n, CONSOLE_NAMESPACES, I18nProvider, loadNamespaces } from './lib/i18n';
import { router } from './app/router';
import { ConsoleUiWords } from './components';
import { store } from './app/store';
import '@kirana/ui/devanagari.css';
import './styles/global.css';

// the console's messages in the remembered language before the first render (docs/decisions/0012-i18n.md)
void loadNamespaces(CONSOLE_NAMESPACES).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={appI18n}>
        <ConsoleUiWords>
          <Provider store={store}>
            <RouterProvider router={router} />
          </Provider>
        </ConsoleUiWords>
      </I18nProvider>
    </StrictMode>,
  ),
);
