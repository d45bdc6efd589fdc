import { useMessages } from '@web/lib/i18n';
import { LegalDocument } from '../components/legal-document';

export default function TermsPage() {
  const m = useMessages().legal.terms;
  return <LegalDocument title={m.title} intro={m.intro} sections={m.sections} />;
}
