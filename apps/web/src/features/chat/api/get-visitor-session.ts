import type { VisitorSession } from '@charla/contracts';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { visitorRequest } from './visitor-api';
import { forgetVisitorToken, readVisitorToken, storeVisitorToken } from './visitor-token';

export type VisitorSessionParams = {
  publicKey: string;
  channelOid: string;
  identifier?: string;
  identifierHash?: string;
  name?: string;
  email?: string;
};

function requestSession({ publicKey, ...query }: VisitorSessionParams, token: string | null) {
  return visitorRequest<VisitorSession>('/developer/session', { publicKey, token }, { query });
}

/**
 * Resumes the visitor kept in this browser, or starts a new one. A kept token the server no longer
 * accepts (say, after the public key was rotated) is dropped and a fresh visitor starts.
 */
export async function getVisitorSession(params: VisitorSessionParams): Promise<VisitorSession> {
  const { publicKey, channelOid } = params;
  const stored = readVisitorToken(publicKey, channelOid);
  let session: VisitorSession;
  try {
    session = await requestSession(params, stored);
  } catch (error) {
    if (!stored || !isApiError(error, 401) || error.reason !== 'developers.invalid_visitor') throw error;
    forgetVisitorToken(publicKey, channelOid);
    session = await requestSession(params, null);
  }
  storeVisitorToken(publicKey, channelOid, session.token);
  return session;
}

export const visitorSessionQueryOptions = (params: VisitorSessionParams) =>
  queryOptions({
    queryKey: ['visitor-session', params],
    queryFn: () => getVisitorSession(params),
    // One session per page: refetching could mint another visitor.
    staleTime: Infinity,
    gcTime: Infinity,
  });
