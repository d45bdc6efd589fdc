// The guard and frame of the signed-in host pages, by the names the host pages use. The guard sits
// with the other role guards in auth and the frame in the shared UI, because the Turnovers page,
// which the host feature links to, needs them too and cannot import from host.
export { HostOnly } from '@web/features/auth';
export { PageFrame as HostPage } from '@web/components/ui/page-frame';
