import { LegalDocument } from '../components/legal-document';

const SECTIONS = ['software', 'operator', 'account', 'use', 'content', 'liability', 'changes'] as const;

export function TermsPage() {
  return <LegalDocument document="terms" sections={SECTIONS} />;
}
