import type { StatusResponse } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function getStatus() {
  return api<StatusResponse>('GET', '/api/users/status');
}
