// The catch-all page for unknown routes (spec §2 "Static pages and 404").
import type { Widen } from '../widen';
import type { notFound as english } from '../en/not-found';
export const notFound: Widen<typeof english> = {
  pageTitle: 'Page not found',
  code: '404',
  title: 'Oops! Page not found',
  body: "The page you're looking for doesn't exist or may have moved.",
  home: 'Return to Home',
  contact: 'Contact Us',
} as const;
