import { createFileRoute } from '@tanstack/react-router';
import { PropertyHub } from '@/features/partners/components/property-hub';

export const Route = createFileRoute('/_partner/partner/airlines/$code/')({
  component: AirlineHubRoute,
});

function AirlineHubRoute() {
  const { code } = Route.useParams();
  return <PropertyHub property={{ kind: 'AIRLINE', id: code }} />;
}
