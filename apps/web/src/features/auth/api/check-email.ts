import type { z } from '@charla/contracts/zod';
import type { emailLookupSchema } from '@charla/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export type EmailLookup = z.infer<typeof emailLookupSchema>;

/** Null when no account uses the email (spec §5). Raw: a failed lookup must not interrupt typing. */
export function checkEmail(email: string): Promise<EmailLookup> {
  return apiRequest<EmailLookup>('/user/email', { query: { email }, raw: true });
}

export const emailLookupQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['user', 'email', email], queryFn: () => checkEmail(email), staleTime: 60_000 });
