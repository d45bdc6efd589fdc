import { legalDocuments } from '@core/messages/en/legal-documents';
import { LegalDocument } from '../components/legal-document';

export default function PrivacyPage() {
  // The document loads with this page only (the catalog loads with every page); English is the only language.
  const m = legalDocuments.privacy;
  return <LegalDocument title={m.title} intro={m.intro} sections={m.sections} />;
}
