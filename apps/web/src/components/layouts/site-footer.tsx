import { Link, type LinkProps } from '@tanstack/react-router';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenNearScreen } from '@/components/ui/when-near-screen';
import { useSession } from '@/lib/session';
import { BrandLink } from './brand';

// The form's code (forms, phone number rules) waits until the footer comes near the screen.
const ContactForm = lazy(() =>
  import('@/features/contacts/components/contact-form').then((module) => ({ default: module.ContactForm })),
);

type FooterLink = { label: string } & Pick<LinkProps, 'to' | 'hash'>;

function FooterLinks({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-foreground text-sm">{title}</h2>
      <ul className="mt-3 flex flex-col gap-2">
        {links.map(({ label, ...target }) => (
          <li key={label}>
            <Link {...target} className="text-muted-foreground text-sm hover:text-primary hover:underline">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  return (
    <footer className="border-border border-t bg-secondary">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-[2fr_1fr_1fr] sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_2.5fr] lg:px-8">
        <div className="flex flex-col gap-3">
          <BrandLink />
          <p className="max-w-xs text-muted-foreground text-sm">{t('footer.description')}</p>
        </div>
        <FooterLinks
          title={t('footer.explore')}
          links={[
            { label: t('footer.home'), to: '/' },
            { label: t('footer.hotels'), to: '/hotels' },
            { label: t('footer.flights'), to: '/flights' },
            { label: t('footer.destinations'), to: '/', hash: 'destinations' },
          ]}
        />
        <FooterLinks
          title={t('footer.account')}
          links={
            isAuthenticated
              ? [
                  { label: t('nav.account'), to: '/account' },
                  { label: t('nav.trips'), to: '/account/trips' },
                ]
              : [
                  { label: t('nav.signIn'), to: '/login' },
                  { label: t('nav.register'), to: '/register' },
                ]
          }
        />
        <section aria-labelledby="footer-contact-title" className="sm:col-span-3 lg:col-span-1">
          <h2 id="footer-contact-title" className="font-semibold text-foreground text-sm">
            {t('footer.contact')}
          </h2>
          <p className="mt-1 mb-4 text-muted-foreground text-sm">{t('footer.contactText')}</p>
          {/* The form's own height, so that nothing moves when it comes. */}
          <WhenNearScreen className="h-109 sm:h-87">
            <ContactForm />
          </WhenNearScreen>
        </section>
      </div>
      <p className="border-border border-t px-4 py-4 text-center text-muted-foreground text-xs">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
