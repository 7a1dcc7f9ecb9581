import { Container, Divider, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLangParam } from '@/lib/use-lang-param';
import { Brand } from '../brand/brand';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { AnchorLink } from '@/components/links/router-links';

/** Terms, privacy and other readable pages: a narrow column with header and footer links. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const lang = useLangParam();
  return (
    <Container size="sm" py="lg">
      <Group component="header" justify="space-between" mb="lg">
        <AnchorLink to="/{-$lang}" params={{ lang }} underline="never" c="inherit">
          <Brand />
        </AnchorLink>
        <LanguageSwitcher />
      </Group>
      <main>{children}</main>
      <Divider my="xl" />
      <Group component="footer" gap="lg" fz="sm">
        <AnchorLink to="/{-$lang}/terms" params={{ lang }}>
          {t('footer.terms')}
        </AnchorLink>
        <AnchorLink to="/{-$lang}/privacy" params={{ lang }}>
          {t('footer.privacy')}
        </AnchorLink>
        <AnchorLink to="/{-$lang}" params={{ lang }}>
          {t('footer.login')}
        </AnchorLink>
      </Group>
    </Container>
  );
}
