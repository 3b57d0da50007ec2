import { Button, buttonClass, type ButtonProps } from '../ui/button';
import { cn } from '../ui/cn';

/**
 * The primary colour one shade darker: white text on brand-600 is 3.8:1, under WCAG AA's 4.5:1 for
 * small text; brand-700 is 5.5:1.
 */
export const BRAND_SOLID = 'bg-brand-700 hover:bg-brand-800 disabled:bg-brand-700/60';

/** A primary Button in the accessible brand green. */
export function BrandButton({ className, ...props }: Omit<ButtonProps, 'variant'>) {
  return <Button variant="primary" className={cn(BRAND_SOLID, className)} {...props} />;
}

/** Link styled as the primary button, in the accessible brand green. */
export const brandButtonClass = (size: 'sm' | 'md' | 'lg' = 'md', className?: string) =>
  buttonClass('primary', size, cn(BRAND_SOLID, className));
