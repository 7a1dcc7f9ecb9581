import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useSwitchOrganization } from '../api/switch-organization';

/** Switch with the one-per-second throttle of spec §5 and a toast naming the new organization. */
export function useSwitchTo() {
  const { t } = useTranslation('organizations');
  const mutation = useSwitchOrganization();
  const switchTo = useThrottledAction((organizationOid: string) =>
    mutation.mutate(organizationOid, {
      onSuccess: (user) =>
        notify({ type: 'success', title: t('switch.done', { name: user.organizationName }) }),
    }),
  );
  return {
    switchTo,
    isPending: mutation.isPending,
    pendingOid: mutation.isPending ? mutation.variables : null,
  };
}
