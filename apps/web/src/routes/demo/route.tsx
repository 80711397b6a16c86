import { createFileRoute } from '@tanstack/react-router';
import { DemoLayout } from './-components/demo-layout';
import { ensureDemoTranslations } from './-components/demo-translations';

export const Route = createFileRoute('/demo')({
  beforeLoad: ensureDemoTranslations,
  component: DemoLayout,
});
