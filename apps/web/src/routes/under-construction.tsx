import { createFileRoute } from '@tanstack/react-router';
import { UnderConstructionView } from '@/features/system/components/under-construction-view';

export const Route = createFileRoute('/under-construction')({
  component: UnderConstructionView,
});
