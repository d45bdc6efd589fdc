// The route table (spec §2). Pages load lazily so the first visit downloads only what it shows.
import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppLayout } from './layout/app-layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Component = lazy(load);
  return <Component />;
};

const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: page(() => import('../features/home/pages/home-page')) },
      { path: '/login', element: page(() => import('../features/auth/pages/login-page')) },
      { path: '/auth', element: page(() => import('../features/auth/pages/auth-page')) },
      { path: '/forgot-password', element: page(() => import('../features/auth/pages/forgot-password-page')) },
      { path: '/reset-password', element: page(() => import('../features/auth/pages/reset-password-page')) },
      { path: '/terms-of-service', element: page(() => import('../features/legal/pages/terms-page')) },
      { path: '/privacy-policy', element: page(() => import('../features/legal/pages/privacy-page')) },
      { path: '/contact-us', element: page(() => import('../features/legal/pages/contact-page')) },
      { path: '/dev/mailbox', element: page(() => import('../features/dev-mailbox/pages/mailbox-page')) },
      { path: '*', element: page(() => import('../features/not-found/pages/not-found-page')) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
