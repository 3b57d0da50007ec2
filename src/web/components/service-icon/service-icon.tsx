import type { SVGProps } from 'react';

const paths: Record<string, React.ReactNode> = {
  'office-cleaning': (
    <>
      <rect x="4" y="3" width="16" height="18" rx="1.5" />
      <path d="M9 21v-4h6v4M8 7h2M14 7h2M8 11h2M14 11h2" />
    </>
  ),
  'home-cleaning': (
    <>
      <path d="M3 11 12 4l9 7" />
      <path d="M5 9.5V20h14V9.5" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  'sofa-cleaning': (
    <>
      <path d="M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3" />
      <path d="M3 13a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5H3z" />
      <path d="M5 18v2M19 18v2" />
    </>
  ),
  'kitchen-cleaning': (
    <>
      <path d="M4 10h16v4a6 6 0 0 1-6 6h-4a6 6 0 0 1-6-6z" />
      <path d="M2 10h2M20 10h2" />
      <path d="M9 7c0-1.2 1-1.6 1-3M14 7c0-1.2 1-1.6 1-3" />
    </>
  ),
  'water-tank-cleaning': (
    <>
      <ellipse cx="12" cy="5" rx="7" ry="2" />
      <path d="M5 5v13c0 1.1 3.1 2 7 2s7-.9 7-2V5" />
      <path d="M5 10.5c0 1.1 3.1 2 7 2s7-.9 7-2" />
    </>
  ),
  'bathroom-cleaning': (
    <>
      <path d="M3 12h18v3a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4z" />
      <path d="M6 12V6a2 2 0 0 1 4 0" />
      <path d="M7 19l-1 2M17 19l1 2" />
    </>
  ),
  'shop-cleaning': (
    <>
      <path d="M4 9l1.5-5h13L20 9" />
      <path d="M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0A2.7 2.7 0 0 0 20 9" />
      <path d="M5 11v9h14v-9" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
};

/** A small line icon for each service (decorative: the service's name sits beside it). */
export function ServiceIcon({ slug, ...props }: { slug: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {paths[slug] ?? paths['home-cleaning']}
    </svg>
  );
}
