import { createFileRoute } from '@tanstack/react-router';
import { searchWithoutDefaults } from '@/components/admin/use-table-search';
import { MailPage } from '@/features/mail/components/mail-page';
import { mailSearchSchema } from '@/features/mail/mail-search';

export const Route = createFileRoute('/_admin/admin/mail')({
  validateSearch: mailSearchSchema,
  search: searchWithoutDefaults(mailSearchSchema),
  component: MailRoute,
});

function MailRoute() {
  const navigate = Route.useNavigate();
  return <MailPage search={Route.useSearch()} navigate={(update) => navigate({ search: update })} />;
}
