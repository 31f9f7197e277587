import { useMutation } from '@tanstack/react-query';
import type { CreateReportInput, ReportCreated } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function createReport(input: CreateReportInput) {
  return api<ReportCreated>('POST', '/api/reports', { body: input });
}

/** Files a report (visitors too). */
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
