import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { ContactsPage } from '@/features/contacts/components/contacts-page';
import { contactsSearchSchema } from '@/features/contacts/contacts-search';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';

export const Route = createFileRoute('/_admin/admin/contacts')({
  validateSearch: uncheckedSearch,
  loader: () => loadNamespaces('adminContacts'),
  component: ContactsRoute,
});

function ContactsRoute() {
  const { search, navigate } = useListSearch(contactsSearchSchema, Route.useSearch(), Route.useNavigate());
  return <ContactsPage search={search} navigate={navigate} />;
}
