import { BedDoubleIcon, type LucideIcon, PlaneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const tabs: { value: 'hotels' | 'flights'; icon: LucideIcon }[] = [
  { value: 'hotels', icon: BedDoubleIcon },
  { value: 'flights', icon: PlaneIcon },
];

type HomeSearchProps = { hotelSearch: ReactNode; flightSearch: ReactNode };

/** The hero's search card: hotels or flights, the form changing with the tab. */
export function HomeSearch({ hotelSearch, flightSearch }: HomeSearchProps) {
  const { t } = useTranslation('flights');
  return (
    <Tabs
      defaultValue="hotels"
      className="rounded-2xl bg-card px-4 pt-2 pb-4 text-card-foreground shadow-xl sm:px-5 sm:pb-5"
    >
      <TabsList
        aria-label={t('switch.label')}
        className="mb-4 h-auto w-full justify-start gap-1 rounded-none border-b bg-transparent p-0"
      >
        {tabs.map(({ value, icon: Icon }) => (
          <TabsTrigger
            key={value}
            value={value}
            className="-mb-px h-11 rounded-none border-transparent border-b-2 px-4 text-base data-[state=active]:border-primary data-[state=active]:bg-transparent data-[state=active]:text-primary data-[state=active]:shadow-none [&_svg]:size-5"
          >
            <Icon aria-hidden />
            {t(`switch.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="hotels" className="mt-0">
        {hotelSearch}
      </TabsContent>
      <TabsContent value="flights" className="mt-0">
        {flightSearch}
      </TabsContent>
    </Tabs>
  );
}
