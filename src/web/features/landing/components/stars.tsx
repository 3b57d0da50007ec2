import { StarIcon } from '../../../components/ui/line-icons';

/** The five-star display (testimonials). */
export function FiveStars({
  className = 'h-5 w-5',
  label = 'Rated 5 out of 5',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5 text-amber-500">
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon key={i} className={className} />
      ))}
    </span>
  );
}

export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
