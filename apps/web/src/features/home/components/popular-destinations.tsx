import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { destinationCities, destinations } from '../destinations';
import { DestinationArt } from './destination-art';

export function PopularDestinations() {
  const { t } = useTranslation('home');
  return (
    <section
      id="destinations"
      aria-labelledby="destinations-title"
      className="scroll-mt-20 bg-secondary/60 py-16"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="destinations-title" className="font-display font-semibold text-3xl text-foreground">
          {t('destinations.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('destinations.subtitle')}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {destinations.map((destination) => (
            <li
              key={destination}
              className="group relative overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow has-focus-visible:ring-2 has-focus-visible:ring-ring hover:shadow-lg"
            >
              <div className="aspect-[5/3]">
                <DestinationArt destination={destination} />
              </div>
              <div className="p-5">
                <p className="font-semibold text-accent text-xs uppercase tracking-wider">
                  {t(`destinations.${destination}.region`)}
                </p>
                <h3 className="mt-1 font-display font-semibold text-foreground text-xl">
                  <Link
                    to="/hotels"
                    search={{ city: destinationCities[destination] }}
                    className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-primary focus-visible:underline"
                  >
                    {t(`destinations.${destination}.name`)}
                  </Link>
                </h3>
                <p className="mt-2 text-muted-foreground text-sm">
                  {t(`destinations.${destination}.description`)}
                </p>
                <p aria-hidden className="mt-3 font-medium text-primary text-sm">
                  {t('destinations.seeHotels')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
