import { createFileRoute } from '@tanstack/react-router';
import { PropertiesPage } from '@/features/partners/components/properties-page';

export const Route = createFileRoute('/_partner/partner/')({
  component: PropertiesPage,
});
