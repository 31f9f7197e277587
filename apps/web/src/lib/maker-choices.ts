import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type CompanySummary } from '@kramik/contract';
import { api } from './api-client';

type CompanyPage = { items: CompanySummary[]; nextCursor: string | null };

/** Enough pages to hold every maker of a handmade marketplace; the choice is then searchable. */
const MAX_PAGES = 20;

/** Every maker (id and display name), from the public company list, by name. */
export async function listMakers() {
  const makers: { value: string; label: string }[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const search = new URLSearchParams({ limit: String(MAX_PAGE_SIZE) });
    if (cursor) search.set('cursor', cursor);
    const answer: CompanyPage = await api<CompanyPage>(
      'GET',
      `/api/companies?${search.toString()}`,
    );
    for (const company of answer.items)
      makers.push({ value: company._id, label: company.shortName });
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return makers.sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The makers to choose from in a maker filter (the catalog's, the admin's orders). `enabled`
 * false waits until the field is reached for: a visit that never opens it costs no request.
 */
export function useMakerChoices(enabled = true) {
  return useQuery({
    queryKey: ['companies', 'all-names'],
    queryFn: listMakers,
    staleTime: 5 * 60_000,
    enabled,
  });
}
