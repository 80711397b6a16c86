import { reportSchema } from '@madabook/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areaPath, type BackOfficeArea } from '@/lib/back-office-area';
import { downloadApiFile } from '@/lib/download';
import { toQueryString } from '@/lib/query-string';
import { toastApiError } from '@/lib/toasts';
import type { ReportRange } from '../report-range';

/**
 * A hotel's report (GET /api/admin/hotels/{id}/reports, or its partner twin), or with no hotel
 * the platform's, every hotel together (GET /api/admin/reports).
 */
export function reportPath(area: BackOfficeArea, hotelId: string | undefined, query: Record<string, string>) {
  const path = hotelId
    ? areaPath(area, `/admin/hotels/${encodeURIComponent(hotelId)}/reports`)
    : '/admin/reports';
  return `${path}${toQueryString(query)}`;
}

export function reportQueryOptions(area: BackOfficeArea, hotelId: string | undefined, range: ReportRange) {
  return queryOptions({
    queryKey: ['admin', 'reports', area, hotelId ?? null, range],
    queryFn: ({ signal }) => apiRequest(reportPath(area, hotelId, range), { schema: reportSchema, signal }),
    // The previous range's figures stay on screen, dimmed, while the next ones load.
    placeholderData: keepPreviousData,
  });
}

/** The same report as a CSV file (`format=csv`), saved under the server's file name. */
export function useDownloadReport(area: BackOfficeArea, hotelId: string | undefined) {
  return useMutation({
    mutationFn: (range: ReportRange) =>
      downloadApiFile(
        reportPath(area, hotelId, { ...range, format: 'csv' }),
        `report-${hotelId ?? 'all-hotels'}-${range.from}-${range.to}.csv`,
      ),
    onError: toastApiError,
  });
}
