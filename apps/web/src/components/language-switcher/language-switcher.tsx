import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { otherLanguage, useSwitchLanguage } from './use-switch-language';

/** One button: with two languages, the switcher only ever offers the other one. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const switchLanguage = useSwitchLanguage();
  const target = otherLanguage(i18n.language);
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconLanguage size={16} aria-hidden />}
      onClick={() => switchLanguage(target)}
      lang={target}
      aria-label={t('language.switchTo', { language: t(`language.names.${target}`) })}
    >
      {t(`language.names.${target}`)}
    </Button>
  );
}
