import { createFileRoute } from '@tanstack/react-router';
import { SimpleFormDemo } from '../-components/simple-form-demo';

export const Route = createFileRoute('/demo/form/simple')({
  component: SimpleFormDemo,
});
