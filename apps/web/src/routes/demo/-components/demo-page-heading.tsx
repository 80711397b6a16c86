import { usePageTitle } from '@/lib/use-page-title';

export function DemoPageHeading({ title, description }: { title: string; description: string }) {
  usePageTitle(`${title} — MadaBook`);
  return (
    <div className="flex flex-col gap-1.5">
      <h1 className="font-display font-semibold text-3xl text-foreground">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
    </div>
  );
}
