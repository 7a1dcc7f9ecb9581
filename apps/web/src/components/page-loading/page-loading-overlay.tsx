import { OVERLAY_OPACITY } from '@charla/contracts';
import { Box, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageLoadingState } from './page-loading-controller';
import { pageLoading, usePageLoadingState, useRouterPageLoading } from './use-page-loading';

export function PageLoadingView({ isLoading, progress, hasError }: PageLoadingState) {
  const { t } = useTranslation('common');
  if (!isLoading) return null;
  const percent = Math.round(progress);
  return (
    <Box
      data-testid="page-loading"
      data-error={hasError || undefined}
      pos="fixed"
      inset={0}
      style={{
        zIndex: 1000,
        opacity: OVERLAY_OPACITY,
        background: 'var(--mantine-color-body)',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Stack w={240} gap="xs" align="center">
        <Progress
          w="100%"
          value={percent}
          color={hasError ? 'red' : 'blue'}
          aria-label={t('loading.label')}
          transitionDuration={100}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('loading.percent', { percent })}
        </Text>
      </Stack>
    </Box>
  );
}

/** Full-screen overlay with a percentage while the router loads the next page (spec §4). */
export function PageLoadingOverlay() {
  useRouterPageLoading(pageLoading);
  return <PageLoadingView {...usePageLoadingState(pageLoading)} />;
}
