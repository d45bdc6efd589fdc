// Pages of TurnReady that live outside this app, linked from the footer.
export const EXTERNAL_LINKS = {
  cleanerNewsletter: 'https://newsletter.turnready.app',
  cleanerResources: 'https://resources.turnready.app',
} as const;
