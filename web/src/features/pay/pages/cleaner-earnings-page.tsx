// /cleaner/earnings (issue 42): the cleaner's pay records with each host.
import { RequireRole } from '@web/features/auth';
import { PayRecords } from '../components/pay-records';

export default function CleanerEarningsPage() {
  return (
    <RequireRole role="cleaner" whenSignedOut={{ to: '/login' }} whenNoProfile={{ to: '/cleaner/signup' }}>
      <PayRecords viewer="cleaner" />
    </RequireRole>
  );
}
