/**
 * Test helpers for the catalogue, landing, service and info pages: a sample catalogue shaped like the
 * API's, a fetch double that answers by path, and a render inside the app's providers and a router.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { PackageDto, PublicSettings, ServiceDto, UserDto } from '../../shared/api';
import { clearSession, setSession } from '../lib/auth-store';
import { resetResources } from '../lib/resource';

let nextId = 0;
function pkg(p: Partial<PackageDto> & Pick<PackageDto, 'name' | 'price' | 'variant'>): PackageDto {
  return {
    _id: `pkg-${++nextId}`,
    description: '',
    duration: '',
    durationMinutes: 60,
    minutesPerUnit: 0,
    crewSize: 1,
    features: [],
    notCovered: [],
    minArea: null,
    maxArea: null,
    extraPerSqft: null,
    priceMultiplier: 1,
    isActive: true,
    ...p,
  };
}

const area = { label: 'Area (sq.ft)', placeholder: 'Enter area in sq.ft', unit: 'sq.ft' };

function service(s: Partial<ServiceDto> & Pick<ServiceDto, 'slug' | 'name' | 'packages'>): ServiceDto {
  return {
    _id: `svc-${s.slug}`,
    description: '',
    teaser: '',
    features: [],
    isActive: true,
    basePrice: Math.min(...s.packages.map((p) => p.price)),
    pricingType: 'fixed',
    measurementField: area,
    addons: [],
    ...s,
  };
}

/** Prices deliberately differ from the seed where it helps prove that pages read the API. */
export const sampleServices: ServiceDto[] = [
  service({
    slug: 'office-cleaning',
    name: 'Office Cleaning',
    pricingType: 'sq.ft',
    packages: [
      pkg({ name: 'Basic', price: 65, variant: 'normal', features: ['Dusting', 'Floor mopping'] }),
      pkg({
        name: 'Premium',
        price: 95,
        variant: 'classic',
        features: ['Everything in Basic', 'High dusting'],
      }),
    ],
  }),
  service({
    slug: 'home-cleaning',
    name: 'Home Cleaning',
    packages: [
      pkg({
        name: '1 BHK Standard',
        price: 850,
        variant: 'normal',
        maxArea: 600,
        duration: 'About 8 hrs 30 mins',
      }),
      pkg({ name: '1 BHK Deep Clean', price: 1500, variant: 'classic', maxArea: 600 }),
      pkg({ name: '2 BHK Standard', price: 4000, variant: 'normal', minArea: 800, maxArea: 1000 }),
      pkg({ name: '2 BHK Deep Clean', price: 6000, variant: 'classic', minArea: 800, maxArea: 1000 }),
      pkg({ name: '3 BHK', price: 6000, variant: 'normal', minArea: 1000, maxArea: 1500, extraPerSqft: 3 }),
    ],
  }),
  service({
    slug: 'kitchen-cleaning',
    name: 'Kitchen Cleaning',
    packages: [
      pkg({
        name: 'Normal',
        price: 1500,
        variant: 'normal',
        features: ['Slab and tiles degreasing'],
        notCovered: ['Chimney', 'Refrigerator', 'Microwave', 'Electric work'],
      }),
      pkg({
        name: 'Deep/Modular',
        price: 2000,
        variant: 'classic',
        features: ['Modular cabinets inside and out'],
      }),
    ],
    addons: [
      { _id: 'a1', name: 'Microwave', price: 299, packageNames: [] },
      { _id: 'a2', name: 'Chimney', price: 599, packageNames: [] },
      { _id: 'a3', name: 'Refrigerator', price: 399, packageNames: [] },
      { _id: 'a4', name: 'Mixture', price: 99, packageNames: ['Normal'] },
    ],
  }),
  service({
    slug: 'sofa-cleaning',
    name: 'Sofa Cleaning',
    pricingType: 'unit',
    measurementField: { label: 'Number of sofas/mattresses', placeholder: '', unit: 'sofa/mattress' },
    packages: [
      pkg({ name: 'Normal', price: 499, variant: 'normal' }),
      pkg({ name: 'Premium', price: 799, variant: 'classic' }),
    ],
  }),
  service({
    slug: 'water-tank-cleaning',
    name: 'Water Tank Cleaning',
    pricingType: 'unit',
    measurementField: { label: 'Number of tanks', placeholder: '', unit: 'tank' },
    packages: [
      pkg({ name: 'Basic', price: 799, variant: 'normal' }),
      pkg({ name: 'Deep', price: 1299, variant: 'classic' }),
    ],
  }),
];

export const sampleSettings: PublicSettings = {
  companyName: 'Chamak Test Services',
  phone: '+91 90000 11111',
  email: 'hello@example.in',
  supportEmail: 'care@example.in',
  address: '1 Test Road, Indore, Madhya Pradesh 452001',
  demoData: false,
  demoAccounts: [],
  razorpayKeyId: null,
  gstin: null,
  mapTileUrl: null,
};

type Reply = { status?: number; body?: unknown } | Error;
type Handler = (init: RequestInit & { url: string }) => Reply;

/** Replaces fetch: '/api/services' and '/api/settings' answer with the samples; `routes` add or override. */
export function mockApi(routes: Record<string, Handler> = {}) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const table: Record<string, Handler> = {
    'GET /api/services': () => ({ body: { status: 'success', data: { services: sampleServices } } }),
    'GET /api/settings': () => ({ body: { status: 'success', data: sampleSettings } }),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method, body });
    const handler = table[`${method} ${url}`];
    const reply: Reply = handler
      ? handler({ ...init, url })
      : { status: 404, body: { status: 'error', code: 'NOT_FOUND', message: '' } };
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders `ui` at `path` with a fresh query cache and no catalogue or settings yet; every other path
 * shows where the app navigated.
 */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  resetResources({ retry: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

export const demoUser: UserDto = {
  _id: 'u1',
  id: 'u1',
  name: 'Demo Customer',
  email: 'demo@chamak.in',
  phone: '9876543210',
  phoneNumber: '9876543210',
  role: 'client',
  isActive: true,
  mustChangePassword: false,
  pendingEmail: null,
  language: 'en',
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const logIn = () => setSession('test-token', demoUser, true);
export const logOut = () => clearSession();

/** jsdom has no layout or scrolling: give an element a size and make scrollTo/scrollBy move it. */
export function fakeScrollBox(
  el: HTMLElement,
  { clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number },
) {
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  const max = scrollWidth - clientWidth;
  const clamp = (v: number) => Math.max(0, Math.min(max, v));
  el.scrollTo = vi.fn((opts?: ScrollToOptions | number) => {
    if (typeof opts === 'object' && opts.left !== undefined) el.scrollLeft = clamp(opts.left);
  }) as typeof el.scrollTo;
  el.scrollBy = vi.fn((opts?: ScrollToOptions | number) => {
    if (typeof opts === 'object' && opts.left !== undefined) el.scrollLeft = clamp(el.scrollLeft + opts.left);
  }) as typeof el.scrollBy;
}

/** Stubs window.matchMedia so that only `reduce` motion queries match when asked. */
export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}
