import { LegalDocument } from '../components/legal-document';

const SECTIONS = ['controller', 'data', 'purpose', 'storage', 'sharing', 'rights', 'cookies'] as const;

export function PrivacyPage() {
  return <LegalDocument document="privacy" sections={SECTIONS} />;
}
