import type { Company } from '@kramik/contract';
import { apiUpload } from '../../../lib/api-client';
import { stores, useCacheMutation } from '../../../lib/queries';
import { MY_COMPANY_KEY } from './get-company';

/** Replaces the company's photo (JPEG, PNG or WebP, at most 4 MB). */
export function uploadCompanyPhoto(file: File) {
  const form = new FormData();
  form.append('photo', file);
  return apiUpload<Company>('PUT', '/api/seller/company/photo', form);
}

export function useUploadCompanyPhoto() {
  return useCacheMutation(uploadCompanyPhoto, stores(MY_COMPANY_KEY));
}
