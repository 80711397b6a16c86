import { useTranslation } from 'react-i18next';
import { destinations } from '../destinations';
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
              className="overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-lg"
            >
              <div className="aspect-[5/3]">
                <DestinationArt destination={destination} />
              </div>
              <div className="p-5">
                <p className="font-semibold text-accent text-xs uppercase tracking-wider">
                  {t(`destinations.${destination}.region`)}
                </p>
                <h3 className="mt-1 font-display font-semibold text-foreground text-xl">
                  {t(`destinations.${destination}.name`)}
                </h3>
                <p className="mt-2 text-muted-foreground text-sm">
                  {t(`destinations.${destination}.description`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
