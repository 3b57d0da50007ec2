import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { RequireAuth, requireAuthLoader } from '../features/auth/components/require-auth';
import { bookingFormLoader } from '../features/booking/pages/booking-form-loader';
import { SiteLayout } from './layouts/site-layout';
import { queryClient } from './providers';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
/** Every page is its own chunk: the landing page loads only what it shows. */
const page = (load: () => Promise<PageModule>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const servicePage = (slug: string) => ({
  lazy: async () => {
    const { ServicePage } = await import('../features/service-pages/pages/service-page');
    return { Component: () => <ServicePage slug={slug} /> };
  },
});

const infoPage = (topic: string) => ({
  lazy: async () => {
    const { InfoPage } = await import('../features/info/pages/info-page');
    return { Component: () => <InfoPage topic={topic} /> };
  },
});

const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, ...page(() => import('../features/landing/pages/landing-page')) },
      { path: paths.services, ...page(() => import('../features/landing/pages/landing-page')) },
      {
        path: paths.cleaningServices,
        ...page(() => import('../features/catalogue/pages/cleaning-services-page')),
      },
      { path: paths.login, ...page(() => import('../features/auth/pages/login-page')) },
      { path: paths.signup, ...page(() => import('../features/auth/pages/signup-page')) },
      { path: paths.forgotPassword, ...page(() => import('../features/auth/pages/forgot-password-page')) },
      { path: paths.resetPassword, ...page(() => import('../features/auth/pages/reset-password-page')) },
      { path: paths.officeCleaning, ...servicePage('office-cleaning') },
      { path: paths.bathroomCleaning, ...servicePage('bathroom-cleaning') },
      { path: paths.homeCleaning, ...servicePage('home-cleaning') },
      { path: paths.kitchenCleaning, ...servicePage('kitchen-cleaning') },
      { path: paths.sofaCleaning, ...servicePage('sofa-cleaning') },
      { path: paths.shopCleaning, ...servicePage('shop-cleaning') },
      { path: paths.waterTankCleaning, ...servicePage('water-tank-cleaning') },
      { path: paths.about, ...infoPage('about') },
      { path: paths.team, ...infoPage('team') },
      { path: paths.support, ...infoPage('support') },
      { path: paths.privacy, ...infoPage('privacy') },
      { path: paths.terms, ...infoPage('terms') },
      { path: paths.refunds, ...infoPage('refunds') },
      {
        path: paths.bookingSchedule,
        ...page(() => import('../features/booking/pages/booking-schedule-page')),
      },
      { path: paths.reviewBooking, ...page(() => import('../features/booking/pages/review-booking-page')) },
      {
        path: paths.bookingConfirmed,
        ...page(() => import('../features/booking/pages/booking-confirmed-page')),
      },
      {
        path: paths.bookingConfirmedAlt,
        ...page(() => import('../features/booking/pages/booking-confirmed-alt-page')),
      },
      {
        element: <RequireAuth />,
        loader: requireAuthLoader(),
        children: [
          {
            path: paths.booking,
            loader: bookingFormLoader(queryClient),
            ...page(() => import('../features/booking/pages/booking-form-page')),
          },
          { path: paths.payment, ...page(() => import('../features/booking/pages/payment-page')) },
          {
            path: paths.bookingDocuments,
            ...page(() => import('../features/payment/pages/booking-documents-page')),
          },
          { path: paths.myBookings, ...page(() => import('../features/my-bookings/pages/my-bookings-page')) },
          {
            path: paths.bookingTracker,
            ...page(() => import('../features/my-bookings/pages/my-bookings-page')),
          },
        ],
      },
      {
        element: <RequireAuth role="client" />,
        loader: requireAuthLoader('client'),
        children: [{ path: paths.profile, ...page(() => import('../features/profile/pages/profile-page')) }],
      },
      {
        element: <RequireAuth role="admin" />,
        loader: requireAuthLoader('admin'),
        children: [
          {
            // Its sections are routed inside its own chunk: the landing bundle does not list them.
            path: `${paths.adminDashboard}/*`,
            ...page(() => import('../features/admin-console/admin-console-entry')),
          },
        ],
      },
      {
        element: <RequireAuth role="cleaner" />,
        loader: requireAuthLoader('cleaner'),
        children: [
          {
            path: paths.cleanerDashboard,
            ...page(() => import('../features/cleaner-console/cleaner-console-entry')),
          },
        ],
      },
      { path: '*', ...page(() => import('./not-found-page')) },
    ],
  },
];

/** /Bathroom and /booking-Confirmed differ from their neighbours by case alone: match every path exactly. */
function caseSensitive(list: RouteObject[]): RouteObject[] {
  return list.map(
    (r) =>
      ({
        ...r,
        ...(r.path ? { caseSensitive: true } : {}),
        children: r.children && caseSensitive(r.children),
      }) as RouteObject,
  );
}

export const router = createBrowserRouter(caseSensitive(routes));
