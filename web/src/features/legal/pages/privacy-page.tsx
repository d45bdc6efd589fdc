import { useMessages } from '@web/lib/i18n';
import { LegalDocument } from '../components/legal-document';

export default function PrivacyPage() {
  const m = useMessages().legal.privacy;
  return <LegalDocument title={m.title} intro={m.intro} sections={m.sections} />;
}
