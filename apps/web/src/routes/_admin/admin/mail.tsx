import { createFileRoute } from '@tanstack/react-router';
import { useListSearch } from '@/components/admin/use-table-search';
import { MailPage } from '@/features/mail/components/mail-page';
import { mailSearchSchema } from '@/features/mail/mail-search';
import { loadNamespaces } from '@/lib/i18n';
import { uncheckedSearch } from '@/lib/url-params';

export const Route = createFileRoute('/_admin/admin/mail')({
  validateSearch: uncheckedSearch,
  loader: () => loadNamespaces('adminMail'),
  component: MailRoute,
});

function MailRoute() {
  const { search, navigate } = useListSearch(mailSearchSchema, Route.useSearch(), Route.useNavigate());
  return <MailPage search={search} navigate={navigate} />;
}
