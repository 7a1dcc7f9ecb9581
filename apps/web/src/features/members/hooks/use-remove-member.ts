import type { OrganizationUser } from '@charla/contracts';
import { useTranslation } from 'react-i18next';
import { confirm } from '@/components/confirm-modal/confirm';
import { notify } from '@/components/notifications/notify';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useRemoveMember } from '../api/remove-member';

/** Asks first (the confirm modal), then removes the member or withdraws the invitation. */
export function useRemoveMemberAction() {
  const { t } = useTranslation('members');
  const mutation = useRemoveMember();
  return useThrottledAction(async (member: OrganizationUser) => {
    const name = `${member.name} ${member.lastName}`.trim() || member.email;
    const isInvitation = member.status === 'invited';
    const isConfirmed = await confirm({
      title: isInvitation ? t('remove.withdrawTitle') : t('remove.title', { name }),
      message: isInvitation
        ? t('remove.withdrawMessage', { email: member.email })
        : t('remove.message', { name }),
      confirmLabel: t('remove.confirm'),
      isDanger: true,
    });
    if (!isConfirmed) return;
    mutation.mutate(member._id, {
      onSuccess: () =>
        notify({
          type: 'success',
          title: isInvitation ? t('remove.withdrawn') : t('remove.removed', { name }),
        }),
    });
  });
}
