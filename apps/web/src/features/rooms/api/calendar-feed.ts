import { calendarFeedSchema } from '@madabook/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { areaPath, type BackOfficeArea, useBackOfficeArea } from '@/lib/back-office-area';
import { useApiMutation } from '@/lib/use-api-mutation';

const feedKey = (roomId: string) => ['admin', 'rooms', 'calendar-feed', roomId] as const;
const feedPath = (area: BackOfficeArea, roomId: string) =>
  areaPath(area, `/admin/rooms/${encodeURIComponent(roomId)}/calendar-feed`);

/** GET /api/admin/rooms/{roomId}/calendar-feed (or its partner twin): the secret address, made on the first read. */
export function calendarFeedQueryOptions(roomId: string, area: BackOfficeArea) {
  return queryOptions({
    queryKey: feedKey(roomId),
    queryFn: ({ signal }) => apiRequest(feedPath(area, roomId), { schema: calendarFeedSchema, signal }),
  });
}

/** POST to the same path: a new address, after which the old one answers 404. */
export function useReplaceCalendarFeed(roomId: string) {
  const { t } = useTranslation('adminRooms');
  const area = useBackOfficeArea();
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async () => {
      const feed = await apiRequest(feedPath(area, roomId), { method: 'POST', schema: calendarFeedSchema });
      queryClient.setQueryData(feedKey(roomId), feed);
      return feed;
    },
    success: () => t('feed.replaced'),
  });
}
