import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/admin/page-header';
import { propertiesQueryOptions } from '@/features/partners/api/properties';
import { TeamCard } from '@/features/partners/components/team-card';

/** Who runs the airline: its owners invite, remove and withdraw. */
export const Route = createFileRoute('/_partner/partner/airlines/$code/team')({
  component: AirlineTeamRoute,
});

function AirlineTeamRoute() {
  const { code } = Route.useParams();
  const navigate = useNavigate();
  const name =
    useQuery(propertiesQueryOptions).data?.airlines.find((airline) => airline.code === code)?.name ?? code;
  return (
    <>
      <PageHeader title={name} />
      <TeamCard
        property={{ kind: 'AIRLINE', id: code }}
        propertyName={name}
        onLeft={() => void navigate({ to: '/partner' })}
      />
    </>
  );
}
