import type { Contact, PatchContactBody } from '@charla/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshConversationLists } from '../lib/conversation-cache';
import { chatKeys } from './keys';

export function getContact(contactOid: string): Promise<Contact> {
  return apiRequest<Contact>(`/contact/${contactOid}`);
}

export function updateContact({
  contactOid,
  body,
}: {
  contactOid: string;
  body: PatchContactBody;
}): Promise<Contact> {
  return apiRequest<Contact>(`/contact/${contactOid}`, { method: 'PATCH', body });
}

export function useContact(contactOid: string) {
  return useQuery(
    queryOptions({ queryKey: chatKeys.contact(contactOid), queryFn: () => getContact(contactOid) }),
  );
}

/** Conversations show the contact's name, email and phone too: they refetch along with it. */
export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: (contact) => {
      queryClient.setQueryData(chatKeys.contact(contact._id), contact);
      void queryClient.invalidateQueries({ queryKey: chatKeys.details() });
      refreshConversationLists(queryClient);
    },
  });
}
