import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session/token-store';
import { mockApi } from '@/test/api-mock';
import { anOrganization, aUser, ORGANIZATIONS, ORGANIZATION_ID } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('admin sidebar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lights up only the most specific section: Organization on /admin/organizations/my', async () => {
    storeSession({ token: 'ses_ok', organizationOid: ORGANIZATION_ID });
    mockApi({
      'GET /user/session': { body: { data: aUser({ resources: ['organizations', 'profile'] }) } },
      'GET /organization': { body: { data: anOrganization() } },
      'GET /organization/all': { body: { data: ORGANIZATIONS } },
      'GET /organization/user': { body: { data: [] } },
      'GET /organization/user/online': { body: { data: [] } },
    });
    renderApp('/admin/organizations/my');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    const current = await within(nav).findByRole('link', { name: 'Organización' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('data-active', 'true');
    const parent = within(nav).getByRole('link', { name: 'Organizaciones' });
    expect(parent).not.toHaveAttribute('aria-current');
    expect(parent).not.toHaveAttribute('data-active');
  });
});
