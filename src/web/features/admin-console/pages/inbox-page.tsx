import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { QuoteBookingDialog } from '../components/quote-booking-dialog';
import { Titled } from '../components/section-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../lib/paths';
import { useInbox } from '../api/get-inbox';
import { SectionHeader } from '../components/section-header';
import { SimpleTable } from '../components/simple-table';
import { LowRatingsTable } from '../components/low-ratings-table';
import { WhatsAppConversations } from '../components/whatsapp-conversations';
import type { QuoteRequestDto } from '../../../../shared/api-admin';
import { formatInstant } from '../model/format';
import { bookingReference } from '../../../../shared/booking-reference';

export default function InboxPage() {
  const query = useInbox();
  const [booking, setBooking] = useState<QuoteRequestDto | null>(null);
  if (query.isPending)
    return (
      <Titled title="Inbox">
        <LoadingState />
      </Titled>
    );
  if (query.isError)
    return (
      <Titled title="Inbox">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Titled>
    );
  const { contacts, quotes, subscribers } = query.data;
  return (
    <>
      <SectionHeader title="Inbox" />
      <Tabs defaultValue="quotes">
        <TabsList label="Inbox">
          <TabsTrigger value="quotes">Quotes ({quotes.length})</TabsTrigger>
          <TabsTrigger value="contacts">Messages ({contacts.length})</TabsTrigger>
          <TabsTrigger value="whatsapp">WhatsApp</TabsTrigger>
          <TabsTrigger value="ratings">Low ratings</TabsTrigger>
          <TabsTrigger value="newsletter">Newsletter</TabsTrigger>
        </TabsList>
        <TabsContent value="quotes">
          {quotes.length ? (
            <SimpleTable
              caption="Quote requests"
              rows={quotes}
              rowKey={(q) => q.id}
              columns={[
                { header: 'When', cell: (q) => formatInstant(q.createdAt) },
                { header: 'Name', cell: (q) => q.name },
                {
                  header: 'Phone',
                  cell: (q) => (
                    <a href={`tel:${q.phone}`} className="underline">
                      {q.phone}
                    </a>
                  ),
                },
                { header: 'Service', cell: (q) => `${q.service} · ${q.area}` },
                { header: 'Message', cell: (q) => q.message },
                {
                  header: 'Next',
                  cell: (q) =>
                    q.bookingId ? (
                      <Link
                        to={`${paths.adminDashboard}/bookings/${q.bookingId}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        Booked · {bookingReference(q.bookingId)}
                      </Link>
                    ) : (
                      <div className="flex flex-col items-start gap-1">
                        <Button
                          size="sm"
                          onClick={() => setBooking(q)}
                          aria-label={`Create booking for ${q.name || q.phone}`}
                        >
                          Create booking
                        </Button>
                        <Link
                          to={`${paths.adminDashboard}/customers?search=${encodeURIComponent(q.phone)}`}
                          className="text-xs text-brand-700 underline"
                        >
                          Find customer
                        </Link>
                      </div>
                    ),
                },
              ]}
            />
          ) : (
            <EmptyState title="No quote requests" />
          )}
        </TabsContent>
        <QuoteBookingDialog quote={booking} onClose={() => setBooking(null)} />
        <TabsContent value="contacts">
          {contacts.length ? (
            <SimpleTable
              caption="Contact messages"
              rows={contacts}
              rowKey={(c) => c.id}
              columns={[
                { header: 'When', cell: (c) => formatInstant(c.createdAt) },
                { header: 'Name', cell: (c) => c.name },
                {
                  header: 'Email',
                  cell: (c) => (
                    <a href={`mailto:${c.email}`} className="break-all underline">
                      {c.email}
                    </a>
                  ),
                },
                { header: 'Message', cell: (c) => c.message },
              ]}
            />
          ) : (
            <EmptyState title="No messages" />
          )}
        </TabsContent>
        <TabsContent value="whatsapp">
          <WhatsAppConversations />
        </TabsContent>
        <TabsContent value="ratings">
          <LowRatingsTable />
        </TabsContent>
        <TabsContent value="newsletter">
          {subscribers?.length ? (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
              {subscribers.map((s) => (
                <li key={s.email} className="flex justify-between gap-2 px-3 py-2">
                  <span className="break-all">{s.email}</span>
                  <span className="text-slate-600">{formatInstant(s.createdAt)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="No subscribers listed" />
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}
