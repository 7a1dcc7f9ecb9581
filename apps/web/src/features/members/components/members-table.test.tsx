import type { OrganizationUser } from '@charla/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app-providers';
import { MembersTable, type MembersTableProps } from './members-table';

const OWNER_ID = '33333333-3333-4333-8333-333333333333';
const AGENT_ID = '66666666-6666-4666-8666-666666666666';
const INVITATION_ID = '77777777-7777-4777-8777-777777777777';

function aMember(overrides: Partial<OrganizationUser>): OrganizationUser {
  return {
    _id: OWNER_ID,
    name: 'Ana',
    lastName: 'García',
    email: 'ana@example.com',
    role: 'OWNER',
    primary: true,
    phone: null,
    message: null,
    channels: [],
    avatarUrl: null,
    status: 'active',
    expiresAt: null,
    ...overrides,
  };
}

const MEMBERS = [
  aMember({}),
  aMember({
    _id: AGENT_ID,
    name: 'Luis',
    lastName: 'Pardo',
    email: 'luis@example.com',
    role: 'USER',
    primary: false,
  }),
  aMember({
    _id: INVITATION_ID,
    name: 'Eva',
    lastName: '',
    email: 'eva@example.com',
    role: 'ADMIN',
    primary: false,
    status: 'invited',
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  }),
];

function renderTable(props: Partial<MembersTableProps> = {}) {
  const handlers = { onEdit: vi.fn(), onRemove: vi.fn() };
  render(
    <AppProviders queryClient={new QueryClient()}>
      <MembersTable
        members={MEMBERS}
        currentUserOid={OWNER_ID}
        canManage
        isOnline={(userOid) => userOid === AGENT_ID}
        {...handlers}
        {...props}
      />
    </AppProviders>,
  );
  return handlers;
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('members table', () => {
  it('shows each member with role, automatic assignment, channels and status', () => {
    renderTable();
    const agent = within(row('Luis Pardo'));
    expect(agent.getByText('luis@example.com')).toBeInTheDocument();
    expect(agent.getByText('Agente')).toBeInTheDocument();
    expect(agent.getByText('No')).toBeInTheDocument();
    expect(agent.getByText('0 canales')).toBeInTheDocument();
    expect(agent.getByText('Activo')).toBeInTheDocument();
    const owner = within(row('Ana García'));
    expect(owner.getByText('Propietario')).toBeInTheDocument();
    expect(owner.getByText('Todos')).toBeInTheDocument();
    expect(owner.getByText('Tú')).toBeInTheDocument();
    expect(within(row('Eva')).getByText('Invitación pendiente')).toBeInTheDocument();
  });

  it('puts a green dot on online members and none on pending invitations', () => {
    renderTable();
    expect(within(row('Luis Pardo')).getByRole('img', { name: 'En línea' })).toHaveAttribute(
      'data-online',
      'true',
    );
    expect(within(row('Ana García')).getByRole('img', { name: 'Desconectado' })).toHaveAttribute(
      'data-online',
      'false',
    );
    expect(within(row('Eva')).queryByRole('img', { name: /En línea|Desconectado/ })).toBeNull();
  });

  it('offers edit and remove to managers, but no remove on their own row', async () => {
    const { onEdit, onRemove } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Editar a Luis Pardo' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ _id: AGENT_ID }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar a Eva' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ _id: INVITATION_ID }));
    expect(screen.getByRole('button', { name: 'Editar a Ana García' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar a Ana García' })).toBeNull();
  });

  it('is read-only for a USER', () => {
    renderTable({ canManage: false, currentUserOid: AGENT_ID });
    expect(screen.queryByRole('button', { name: /^(Editar|Quitar) a/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
  });
});
