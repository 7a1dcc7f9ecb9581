import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app-providers';
import { callsTo, mockApi } from '@/test/api-mock';
import { InviteLinkModal } from './invite-link-modal';
import { InviteMemberModal } from './invite-member-modal';

const LINK = 'http://localhost/register?invite=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

function renderModal(modal: React.ReactNode) {
  render(<AppProviders queryClient={new QueryClient()}>{modal}</AppProviders>);
}

describe('invite by email', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends name, email, role, primary and message, and says the invitation went out', async () => {
    const fetchMock = mockApi({
      'POST /organization/user/assign': ({ init }) => ({
        status: 201,
        body: { data: { ...JSON.parse(String(init.body)), _id: crypto.randomUUID(), status: 'invited' } },
      }),
    });
    const onClose = vi.fn();
    renderModal(<InviteMemberModal isOpen onClose={onClose} actorRole="ADMIN" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nombre/), 'Eva');
    await user.type(screen.getByLabelText(/^Apellidos/), 'Ríos');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'Eva@Example.com');
    await user.click(screen.getByRole('checkbox', { name: /asignación automática/ }));
    await user.type(screen.getByLabelText(/^Mensaje/), 'Bienvenida');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /organization/user/assign')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /organization/user/assign')[0]!.body).toEqual({
      name: 'Eva',
      lastName: 'Ríos',
      email: 'eva@example.com',
      role: 'USER',
      primary: true,
      message: 'Bienvenida',
    });
    expect(await screen.findByText('Invitación enviada a eva@example.com.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('requires a name and a valid email before calling the API', async () => {
    const fetchMock = mockApi({});
    renderModal(<InviteMemberModal isOpen onClose={() => {}} actorRole="OWNER" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Correo electrónico/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Escribe un correo electrónico válido.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the owner role only to an owner', async () => {
    mockApi({});
    renderModal(<InviteMemberModal isOpen onClose={() => {}} actorRole="ADMIN" />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Rol' }));
    expect(await screen.findByRole('option', { name: 'Administrador', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Propietario', hidden: true })).toBeNull();
  });
});

describe('invite by link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a link for an email and role and shows it with a copy button', async () => {
    const fetchMock = mockApi({
      'POST /organization/user/invitelink': {
        status: 201,
        body: { data: { link: LINK, expiresAt: '2030-01-08T09:00:00.000Z' } },
      },
    });
    renderModal(<InviteLinkModal isOpen onClose={() => {}} actorRole="OWNER" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Correo electrónico/), 'luis@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Administrador', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Crear enlace' }));

    expect(await screen.findByDisplayValue(LINK)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /organization/user/invitelink')[0]!.body).toEqual({
      email: 'luis@example.com',
      role: 'ADMIN',
    });
  });
});
