import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '../components';
import { SignInPage } from '../features/auth';
import { ConsoleLayout } from './layout/console-layout';
import { HomeRedirect } from './layout/home-redirect';
import { SectionGate } from './layout/section-gate';
import { SECTIONS } from './sections';

/** The console's routes under /admin: sign-in, then each section behind its permission. */
export const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInPage /> },
    {
      path: '/',
      element: <ConsoleLayout />,
      children: [
        { index: true, element: <HomeRedirect /> },
        ...SECTIONS.map((s) => ({
          path: `${s.path}/*`,
          element: <SectionGate section={s} />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  { basename: '/admin' },
);
