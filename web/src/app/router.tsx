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
      { path: '/host/post-job', element: page(() => import('../features/host/pages/post-job-page')) },
      { path: '/host/dashboard', element: page(() => import('../features/host/pages/dashboard-page')) },
      { path: '/host/jobs', element: page(() => import('../features/host/pages/manage-jobs-page')) },
      { path: '/host/jobs/:jobId/edit', element: page(() => import('../features/host/pages/edit-job-page')) },
      { path: '/host/jobs/:jobId/applicants', element: page(() => import('../features/applicants/pages/job-applicants-page')) },
      { path: '/host/job/:jobId/applicants', element: page(() => import('../features/applicants/pages/job-applicants-page')) },
      { path: '/host/applicants', element: page(() => import('../features/applicants/pages/all-applicants-page')) },
      { path: '/host/profile', element: page(() => import('../features/host/pages/profile-page')) },
      { path: '/host/setup-profile', element: page(() => import('../features/host/pages/setup-profile-page')) },
      { path: '/host/billing', element: page(() => import('../features/billing/pages/host-billing-page')) },
      { path: '/host/pricing', element: page(() => import('../features/billing/pages/pricing-page')) },
      { path: '/cleaner/billing', element: page(() => import('../features/billing/pages/cleaner-billing-page')) },
      { path: '/highlight/success', element: page(() => import('../features/billing/pages/highlight-success-page')) },
      { path: '/billing/test-checkout/:sessionId', element: page(() => import('../features/billing/pages/test-checkout-page')) },
      { path: '/cleaner/signup', element: page(() => import('../features/cleaner/pages/signup-page')) },
      { path: '/cleaner/profile', element: page(() => import('../features/cleaner/pages/profile-page')) },
      { path: '/cleaner/applications', element: page(() => import('../features/cleaner/pages/applications-page')) },
      { path: '/browse-jobs', element: page(() => import('../features/cleaner/pages/browse-jobs-page')) },
      { path: '/dev/mailbox', element: page(() => import('../features/dev-mailbox/pages/mailbox-page')) },
      { path: '*', element: page(() => import('../features/not-found/pages/not-found-page')) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
