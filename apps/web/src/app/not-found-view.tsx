import { Link } from '@tanstack/react-router';
import { CompassIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundView() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.pageTitle'));
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <CompassIcon aria-hidden className="size-12 text-primary" />
      <p className="font-display font-semibold text-5xl text-accent">404</p>
      <h1 className="font-display font-semibold text-3xl">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild>
        <Link to="/">{t('notFound.backHome')}</Link>
      </Button>
    </section>
  );
}
