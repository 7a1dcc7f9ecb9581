import type { InvitationPreview } from '@charla/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import type { InvitationOffer } from '@/lib/invitation-offer';
import { startSession } from '@/lib/session/session';
import { acceptInvitation } from '../api/accept-invitation';

export type InvitationGateProps = {
  token: string | undefined;
  /** What the route's loader found: undefined without a token, null for a dead one. */
  invitation: InvitationPreview | null | undefined;
  children: (offer: InvitationOffer | undefined) => ReactNode;
};

/**
 * Wraps the login and register pages opened with `?invite=`: says who invited the visitor and hands
 * the page an offer to accept once signed in. A dead invitation is explained and the page works as
 * usual.
 */
export function InvitationGate({ token, invitation, children }: InvitationGateProps) {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  if (!token || invitation === undefined) return children(undefined);
  if (invitation === null) {
    return (
      <Stack gap="lg">
        <Alert color="orange" title={t('invitation.invalidTitle')}>
          {t('invitation.invalid')}
        </Alert>
        {children(undefined)}
      </Stack>
    );
  }
  const offer: InvitationOffer = {
    token,
    organizationName: invitation.organizationName,
    email: invitation.email,
    name: invitation.name,
    lastName: invitation.lastName,
    accept: async () => {
      const user = await acceptInvitation(token);
      startSession(queryClient, user);
      notify({ type: 'success', title: t('invitation.accepted', { organization: user.organizationName }) });
    },
  };
  return (
    <Stack gap="lg">
      <Alert color="blue" icon={<IconMailOpened size={18} aria-hidden />}>
        <Text fw={600}>{t('invitation.banner', { organization: invitation.organizationName })}</Text>
        <Text size="sm">{t('invitation.bannerHint', { email: invitation.email })}</Text>
      </Alert>
      {children(offer)}
    </Stack>
  );
}
