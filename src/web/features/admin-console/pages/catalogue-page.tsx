import { SectionHeader } from '../components/section-header';

export default function Page() {
  return <SectionHeader title="catalogue" />;
}
