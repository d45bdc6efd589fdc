import { useCatalog } from '@web/lib/i18n';
import { legalDocumentsCatalog } from '../components/legal-documents';
import { LegalDocument } from '../components/legal-document';

export default function TermsPage() {
  // The document loads with this page only, in the current language (Spanish with import()).
  const m = useCatalog(legalDocumentsCatalog).terms;
  return <LegalDocument title={m.title} intro={m.intro} sections={m.sections} />;
}
