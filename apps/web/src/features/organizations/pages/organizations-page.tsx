import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrganization } from '@/lib/session/get-current-organization';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrganizations } from '../api/get-organizations';
import { CreateOrganizationModal } from '../components/create-organization-modal';
import { useSwitchTo } from '../hooks/use-switch-to';

export function OrganizationsPage() {
  const { t } = useTranslation('organizations');
  useDocumentTitle(t('page.title'));
  const { data: current } = useCurrentOrganization();
  const organizations = useOrganizations();
  const { switchTo, pendingOid } = useSwitchTo();
  const [isCreateOpen, createModal] = useDisclosure(false);

  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.subtitle')}</Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createModal.open}>
          {t('page.create')}
        </Button>
      </Group>
      <Card withBorder padding={0}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('page.columns.name')}</Table.Th>
              <Table.Th>{t('page.columns.role')}</Table.Th>
              <Table.Th>
                <span className="mantine-visually-hidden">{t('page.columns.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {organizations.isPending ? (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Skeleton height={24} />
                </Table.Td>
              </Table.Tr>
            ) : null}
            {(organizations.data ?? []).map((organization) => {
              const isCurrent = organization.organizationOid === current._id;
              return (
                <Table.Tr key={organization.organizationOid}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text fw={500}>{organization.name}</Text>
                      {isCurrent ? (
                        <Badge color="green" variant="light">
                          {t('page.current')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(`roles.${organization.role}`)}</Table.Td>
                  <Table.Td ta="right">
                    {isCurrent ? null : (
                      <Button
                        size="xs"
                        variant="light"
                        loading={pendingOid === organization.organizationOid}
                        onClick={() => switchTo(organization.organizationOid)}
                        aria-label={t('page.switchTo', { name: organization.name })}
                      >
                        {t('page.switch')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Card>
      <CreateOrganizationModal isOpen={isCreateOpen} onClose={createModal.close} />
    </Stack>
  );
}
