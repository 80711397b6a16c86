import { createFileRoute } from '@tanstack/react-router';
import { AddressFormDemo } from '../-components/address-form-demo';

export const Route = createFileRoute('/demo/form/address')({
  component: AddressFormDemo,
});
