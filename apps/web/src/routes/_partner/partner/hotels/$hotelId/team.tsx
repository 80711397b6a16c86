import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/admin/page-header';
import { hotelQueryOptions } from '@/features/hotels/api/hotels';
import { loadPartnerHotel } from '@/features/partners/api/partner-hotel';
import { TeamCard } from '@/features/partners/components/team-card';

/** Who runs the hotel: its owners invite, remove and withdraw. */
export const Route = createFileRoute('/_partner/partner/hotels/$hotelId/team')({
  loader: ({ context: { queryClient }, params: { hotelId } }) => loadPartnerHotel(queryClient, hotelId),
  component: PartnerTeamRoute,
});

function PartnerTeamRoute() {
  const { hotelId } = Route.useParams();
  const navigate = useNavigate();
  const hotel = useQuery(hotelQueryOptions(hotelId, 'partner')).data;
  const name = hotel?.name ?? '';
  return (
    <>
      <PageHeader title={name} />
      <div className="flex flex-col gap-6">
        <TeamCard
          property={{ kind: 'HOTEL', id: hotelId }}
          propertyName={name}
          onLeft={() => void navigate({ to: '/partner' })}
        />
      </div>
    </>
  );
}
