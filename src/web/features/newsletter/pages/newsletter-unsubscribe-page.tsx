import { unsubscribeNewsletter } from '../api/newsletter-api';
import { NewsletterLinkCard } from '../components/newsletter-link-card';

export default function NewsletterUnsubscribePage() {
  return <NewsletterLinkCard kind="unsubscribe" act={unsubscribeNewsletter} />;
}
