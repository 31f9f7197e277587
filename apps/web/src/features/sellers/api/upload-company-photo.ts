import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company } from '@kramik/contract';
import { apiUpload } from '../../../lib/api-client';
import { MY_COMPANY_KEY } from './get-company';

/** Replaces the company's photo (JPEG, PNG or WebP, at most 4 MB). */
export function uploadCompanyPhoto(file: File) {
  const form = new FormData();
  form.append('photo', file);
  return apiUpload<Company>('PUT', '/api/seller/company/photo', form);
}

export function useUploadCompanyPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyPhoto,
    onSuccess: (company) => queryClient.setQueryData(MY_COMPANY_KEY, company),
  });
}
