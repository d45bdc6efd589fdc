// /host/payments (issue 42): the host's pay records with each cleaner.
import { HostOnly } from '@web/features/auth';
import { PayRecords } from '../components/pay-records';

export default function HostPaymentsPage() {
  return (
    <HostOnly>
      <PayRecords viewer="host" />
    </HostOnly>
  );
}
