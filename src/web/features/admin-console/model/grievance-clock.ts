/** '90 days left', 'Due today', 'Overdue by 3 days': the DPDP Rules' 90 days, in words. */
export function clockText(daysLeft: number): string {
  if (daysLeft > 0) return `${daysLeft} day${daysLeft === 1 ? '' : 's'} left`;
  if (daysLeft === 0) return 'Due today';
  return `Overdue by ${-daysLeft} day${daysLeft === -1 ? '' : 's'}`;
}
