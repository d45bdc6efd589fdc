// The Terms of Service and the Privacy Policy in every language (issue 41): English with the page,
// the others loaded when shown. Each translation opens with the notice that the English text governs
// (in the translated document itself).
import { legalDocuments } from '@core/messages/en/legal-documents';
import type { Widen } from '@core/messages/widen';
import type { Catalogs } from '@web/lib/i18n';

export const legalDocumentsCatalog: { name: string; catalogs: Catalogs<Widen<typeof legalDocuments>> } = {
  name: 'legalDocuments',
  catalogs: {
    en: legalDocuments,
    es: () => import('@core/messages/es/legal-documents').then((m) => m.legalDocuments),
  },
};
