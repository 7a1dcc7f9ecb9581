import type { Attachment } from '@charla/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export function uploadFile(file: File): Promise<Attachment> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<Attachment>('/attachment/file', { method: 'POST', body });
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
