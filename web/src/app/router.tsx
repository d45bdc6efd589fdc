// The route table (spec §2). Pages load lazily so the first visit downloads only what it shows.
// Declarative routing (<BrowserRouter>, or <StaticRouter> when public pages are prerendered at build
// time, web/src/entry-prerender.tsx): the app uses no loaders or actions, and the data router
// would add about 15 KB gzip to every page.
import { lazy } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { localizedPaths } from '@web/lib/locale-paths';
import { AppLayout } from './layout/app-layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Component = lazy(load);
  return <Component />;
};

const pages: RouteObject[] = [
  { path: '/', element: page(() => import('@web/features/home/pages/home-page')) },
  { path: '/login', element: page(() => import('@web/features/auth/pages/login-page')) },
  { path: '/auth', element: page(() => import('@web/features/auth/pages/auth-page')) },
  { path: '/forgot-password', element: page(() => import('@web/features/auth/pages/forgot-password-page')) },
  { path: '/reset-password', element: page(() => import('@web/features/auth/pages/reset-password-page')) },
  { path: '/terms-of-service', element: page(() => import('@web/features/legal/pages/terms-page')) },
  { path: '/privacy-policy', element: page(() => import('@web/features/legal/pages/privacy-page')) },
  { path: '/contact-us', element: page(() => import('@web/features/legal/pages/contact-page')) },
  // Public: an offer email's buttons land here signed in or not; the token is the credential.
  { path: '/offer-answer', element: page(() => import('@web/features/turnovers/pages/offer-answer-page')) },
  { path: '/host/post-job', element: page(() => import('@web/features/host/pages/post-job-page')) },
  { path: '/host/dashboard', element: page(() => import('@web/features/host/pages/dashboard-page')) },
  { path: '/host/jobs', element: page(() => import('@web/features/host/pages/manage-jobs-page')) },
  { path: '/host/jobs/:jobId/edit', element: page(() => import('@web/features/host/pages/edit-job-page')) },
  {
    path: '/host/jobs/:jobId/turnovers',
    element: page(() => import('@web/features/turnovers/pages/host-turnovers-page')),
  },
  { path: '/host/turnovers', element: page(() => import('@web/features/turnovers/pages/host-board-page')) },
  {
    path: '/host/jobs/:jobId/playbook',
    element: page(() => import('@web/features/playbook/pages/host-playbook-page')),
  },
  { path: '/host/turnovers/:id', element: page(() => import('@web/features/playbook/pages/turnover-report-page')) },
  {
    path: '/host/jobs/:jobId/applicants',
    element: page(() => import('@web/features/applicants/pages/job-applicants-page')),
  },
  {
    path: '/host/job/:jobId/applicants',
    element: page(() => import('@web/features/applicants/pages/job-applicants-page')),
  },
  { path: '/host/applicants', element: page(() => import('@web/features/applicants/pages/all-applicants-page')) },
  { path: '/host/profile', element: page(() => import('@web/features/host/pages/profile-page')) },
  { path: '/host/setup-profile', element: page(() => import('@web/features/host/pages/setup-profile-page')) },
  { path: '/host/billing', element: page(() => import('@web/features/billing/pages/host-billing-page')) },
  // Issue 42: pay records, a ledger per host and cleaner (the server answers only the pair).
  { path: '/host/payments', element: page(() => import('@web/features/pay/pages/host-payments-page')) },
  { path: '/host/payments/statement', element: page(() => import('@web/features/pay/pages/statement-page')) },
  { path: '/host/pricing', element: page(() => import('@web/features/billing/pages/pricing-page')) },
  { path: '/cleaner/billing', element: page(() => import('@web/features/billing/pages/cleaner-billing-page')) },
  { path: '/highlight/success', element: page(() => import('@web/features/billing/pages/highlight-success-page')) },
  {
    path: '/billing/test-checkout/:sessionId',
    element: page(() => import('@web/features/billing/pages/test-checkout-page')),
  },
  { path: '/cleaner/signup', element: page(() => import('@web/features/cleaner/pages/signup-page')) },
  { path: '/cleaner/profile', element: page(() => import('@web/features/cleaner/pages/profile-page')) },
  { path: '/cleaner/schedule', element: page(() => import('@web/features/turnovers/pages/cleaner-schedule-page')) },
  {
    path: '/cleaner/turnovers/:id',
    element: page(() => import('@web/features/playbook/pages/cleaner-turnover-page')),
  },
  { path: '/cleaner/earnings', element: page(() => import('@web/features/pay/pages/cleaner-earnings-page')) },
  { path: '/cleaner/earnings/statement', element: page(() => import('@web/features/pay/pages/statement-page')) },
  { path: '/cleaner/applications', element: page(() => import('@web/features/cleaner/pages/applications-page')) },
  { path: '/browse-jobs', element: page(() => import('@web/features/cleaner/pages/browse-jobs-page')) },
  // Issue 40: one page for the list and a conversation (two columns on a desktop, one on a phone).
  { path: '/messages', element: page(() => import('@web/features/messages/pages/messages-page')) },
  { path: '/messages/:id', element: page(() => import('@web/features/messages/pages/messages-page')) },
  {
    path: '/reviews/write/:turnoverId',
    element: page(() => import('@web/features/reviews/pages/write-review-page')),
  },
  { path: '/reviews/users/:userId', element: page(() => import('@web/features/reviews/pages/user-reviews-page')) },
  // Issue 39: the support queue (the server answers only SUPPORT_ADMIN_EMAILS).
  { path: '/support', element: page(() => import('@web/features/support/pages/support-page')) },
  { path: '/dev/mailbox', element: page(() => import('@web/features/dev-mailbox/pages/mailbox-page')) },
  { path: '*', element: page(() => import('@web/features/not-found/pages/not-found-page')) },
];

// Issue 41: the public pages in another language ('/es/login'), prerendered too. Each is the same
// element as the English page's, so switching language there (which moves between the two
// addresses) keeps the page, and whatever was typed in it, where it is.
const localized: RouteObject[] = localizedPaths().map(({ route, path }) => ({
  path,
  element: pages.find((p) => p.path === route)!.element,
}));

const routes: RouteObject[] = [{ element: <AppLayout />, children: [...localized, ...pages] }];

/** Every route's path pattern ('/host/jobs/:jobId/edit'), for the server to tell a page from a missing one. */
export function routePaths(): string[] {
  return routes.flatMap((r) => r.children ?? []).flatMap((r) => (r.path && r.path !== '*' ? [r.path] : []));
}

/** The page for the current location, inside the app's frame. */
export function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
