import { createFileRoute } from '@tanstack/react-router';
import { PropertyHub } from '@/features/partners/components/property-hub';

export const Route = createFileRoute('/_partner/partner/airlines/$code/')({
  component: AirlineHubRoute,
});

function AirlineHubRoute() {
  return <PropertyHub code={Route.useParams().code} />;
}
