import { emailSchema } from '@charla/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { emailLookupQueryOptions } from '../api/check-email';

/** Resolves true when the email is already registered; unknown (lookup failed) counts as free. */
export function useEmailTaken() {
  const queryClient = useQueryClient();
  return useCallback(
    async (email: string): Promise<boolean> => {
      const parsed = emailSchema.safeParse(email);
      if (!parsed.success) return false;
      try {
        const lookup = await queryClient.fetchQuery(emailLookupQueryOptions(parsed.data));
        return lookup !== null;
      } catch {
        return false;
      }
    },
    [queryClient],
  );
}
