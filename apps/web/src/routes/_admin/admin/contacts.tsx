import { createFileRoute } from '@tanstack/react-router';
import { searchWithoutDefaults } from '@/components/admin/use-table-search';
import { ContactsPage } from '@/features/contacts/components/contacts-page';
import { contactsSearchSchema } from '@/features/contacts/contacts-search';

export const Route = createFileRoute('/_admin/admin/contacts')({
  validateSearch: contactsSearchSchema,
  search: searchWithoutDefaults(contactsSearchSchema),
  component: ContactsRoute,
});

function ContactsRoute() {
  const navigate = Route.useNavigate();
  return <ContactsPage search={Route.useSearch()} navigate={(update) => navigate({ search: update })} />;
}
