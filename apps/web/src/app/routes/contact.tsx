import { PendingPage } from '../../components/pending-page';

export default function ContactPage() {
  return <PendingPage id="contact" />;
}
