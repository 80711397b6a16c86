import { Link } from '@tanstack/react-router';
import { BedDoubleIcon, type LucideIcon, PlaneIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const sections: { to: '/hotels' | '/flights'; label: 'hotels' | 'flights'; icon: LucideIcon }[] = [
  { to: '/hotels', label: 'hotels', icon: BedDoubleIcon },
  { to: '/flights', label: 'flights', icon: PlaneIcon },
];

/** Hotels or flights: a segmented switch in the bar, a list in the phone menu; the current one is marked. */
export function SectionLinks({ layout, onNavigate }: { layout: 'bar' | 'menu'; onNavigate?: () => void }) {
  const { t } = useTranslation('flights');
  const bar = layout === 'bar';
  return (
    <ul className={cn(bar ? 'flex items-center gap-1 rounded-lg bg-secondary p-1' : 'flex flex-col gap-1')}>
      {sections.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            onClick={onNavigate}
            className={cn(
              'flex items-center gap-2 rounded-md font-medium transition-colors [&_svg]:size-4',
              bar
                ? 'h-8 px-3 text-secondary-foreground text-sm hover:text-foreground data-[status=active]:bg-card data-[status=active]:text-foreground data-[status=active]:shadow-xs'
                : 'px-3 py-3 text-base text-foreground hover:bg-highlight hover:text-highlight-foreground data-[status=active]:bg-highlight data-[status=active]:text-highlight-foreground',
            )}
          >
            <Icon aria-hidden />
            {t(`switch.${label}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
