import type { ServiceDto } from '../../../shared/api';
import { cn } from '../ui/cn';
import { priceUnit, rupees } from './price-labels';

/** A price from the catalogue, big, with its unit ('/sq.ft', 'per tank') small beside it. */
export function PriceTag({
  service,
  amount,
  className,
}: {
  service: Pick<ServiceDto, 'pricingType' | 'measurementField'>;
  amount: number;
  className?: string;
}) {
  const unit = priceUnit(service);
  return (
    <p className={cn('font-extrabold tracking-tight text-slate-900', className)}>
      {rupees(amount)}
      {unit ? (
        <span className="ml-1 text-sm font-medium tracking-normal text-slate-500">
          {unit.startsWith('/') ? unit : ` ${unit}`}
        </span>
      ) : null}
    </p>
  );
}
