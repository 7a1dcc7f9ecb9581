import { notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/test/api-mock';
import { ApiError, apiRequest, buildUrl } from './api';
import { storeSession } from './session/token-store';

const shown = () => notificationsStore.getState().notifications;

describe('api client', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => vi.unstubAllGlobals());

  it('unwraps data and sends JSON with the stored bearer token', async () => {
    storeSession({ token: 'ses_abc', organizationOid: 'org-1' });
    const fetchMock = mockApi({ 'POST /organization': { body: { data: { name: 'Acme' } } } });
    await expect(apiRequest('/organization', { method: 'POST', body: { name: 'Acme' } })).resolves.toEqual({
      name: 'Acme',
    });
    const [call] = callsTo(fetchMock, 'POST /organization');
    expect(call?.headers).toMatchObject({
      Authorization: 'Bearer ses_abc',
      'Content-Type': 'application/json',
    });
    expect(call?.body).toEqual({ name: 'Acme' });
  });

  it('omits null, undefined and empty query values', () => {
    expect(
      buildUrl('/organization/user', { channelOid: null, getConversations: true, q: '', x: undefined }),
    ).toBe('/api/v1/organization/user?getConversations=true');
  });

  it('shows a three-character error code as an error notification titled by its translated reason', async () => {
    mockApi({
      'POST /user/login': {
        status: 401,
        body: { error: { code: '401', message: 'Server words', reason: 'auth.invalid_credentials' } },
      },
    });
    await expect(apiRequest('/user/login', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatchObject({ color: 'red', title: 'El correo o la contraseña no son correctos.' });
  });

  it('falls back to the server message when the reason has no translation', async () => {
    mockApi({
      'GET /thing': { status: 409, body: { error: { code: '409', message: 'Ya existe', reason: 'x.y' } } },
    });
    await expect(apiRequest('/thing')).rejects.toMatchObject({ code: '409', status: 409 });
    expect(shown()[0]?.title).toBe('Ya existe');
  });

  it('shows VALIDATION errors with their details', async () => {
    mockApi({
      'PATCH /user': {
        status: 422,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'Check',
            reason: 'common.validation',
            details: [{ path: 'firstName', message: 'Too short' }],
          },
        },
      },
    });
    await expect(apiRequest('/user', { method: 'PATCH', body: {} })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    expect(shown()).toHaveLength(1);
    expect(shown()[0]?.title).toBe('Revisa los datos enviados.');
    expect(JSON.stringify(shown()[0]?.message)).toContain('firstName: Too short');
  });

  it('does not show codes that are neither three characters nor VALIDATION', async () => {
    mockApi({ 'GET /odd': { status: 400, body: { error: { code: 'SOMETHING', message: 'odd' } } } });
    await expect(apiRequest('/odd')).rejects.toBeInstanceOf(ApiError);
    expect(shown()).toHaveLength(0);
  });

  it('keeps raw calls silent', async () => {
    mockApi({ 'GET /user/captcha': { status: 500, body: { error: { code: '500', message: 'boom' } } } });
    await expect(apiRequest('/user/captcha', { raw: true })).rejects.toMatchObject({ code: '500' });
    expect(shown()).toHaveLength(0);
  });

  it('only warns about aborted requests', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(apiRequest('/organization')).rejects.toMatchObject({ name: 'AbortError' });
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    expect(shown()).toHaveLength(0);
  });

  it('logs other network errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/organization')).rejects.toBeInstanceOf(TypeError);
    expect(error).toHaveBeenCalledTimes(1);
    expect(console.warn).not.toHaveBeenCalled();
  });
});
