import { Checkbox, type CheckboxProps } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useLangParam } from '@/lib/use-lang-param';
import { AnchorLink } from '@/components/links/router-links';

/** "I accept the terms and the privacy policy", both links opening in a new tab so the form is kept. */
export function TermsCheckbox(props: CheckboxProps) {
  const { t } = useTranslation('auth');
  const lang = useLangParam();
  return (
    <Checkbox
      {...props}
      required
      label={
        <Trans
          t={t}
          i18nKey="register.terms"
          components={{
            terms: <AnchorLink to="/{-$lang}/terms" params={{ lang }} target="_blank" />,
            privacy: <AnchorLink to="/{-$lang}/privacy" params={{ lang }} target="_blank" />,
          }}
        />
      }
    />
  );
}
