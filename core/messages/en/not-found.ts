// The catch-all page for unknown routes (spec §2 "Static pages and 404").
export const notFound = {
  pageTitle: 'Page not found',
  code: '404',
  title: 'Oops! Page not found',
  body: "The page you're looking for doesn't exist or may have moved.",
  home: 'Return to Home',
  contact: 'Contact Us',
} as const;
