import { createFileRoute } from '@tanstack/react-router';
import { PropertyHub } from '@/features/partners/components/property-hub';

export const Route = createFileRoute('/_partner/partner/hotels/$hotelId/')({
  component: HotelHubRoute,
});

function HotelHubRoute() {
  const { hotelId } = Route.useParams();
  return <PropertyHub property={{ kind: 'HOTEL', id: hotelId }} />;
}
