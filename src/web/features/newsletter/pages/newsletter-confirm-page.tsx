import { confirmNewsletter } from '../api/newsletter-api';
import { NewsletterLinkCard } from '../components/newsletter-link-card';

export default function NewsletterConfirmPage() {
  return <NewsletterLinkCard kind="confirm" act={confirmNewsletter} />;
}
