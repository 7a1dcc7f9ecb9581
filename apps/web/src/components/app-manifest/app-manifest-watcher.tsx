import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IS_DEV } from '@/lib/config';
import { notify } from '../notifications/notify';
import { readLoadedBuildId, watchAppManifest } from './manifest-watcher';

/** Offers a reload when the server runs a newer build than this tab (spec §9). */
export function AppManifestWatcher() {
  const { t } = useTranslation('common');
  useEffect(() => {
    // The Vite dev server rebuilds in place; there is no deploy to detect.
    if (IS_DEV) return;
    return watchAppManifest({
      currentBuildId: readLoadedBuildId(),
      onNewVersion: () =>
        notify({
          type: 'info',
          title: t('newVersion.title'),
          description: t('newVersion.description'),
          action: { label: t('newVersion.reload'), onClick: () => window.location.reload() },
        }),
    });
  }, [t]);
  return null;
}
