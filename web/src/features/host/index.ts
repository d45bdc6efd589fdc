// The host feature's public entry: the guard and frame of the signed-in host pages, which the
// applicants and billing pages share. Everything else in host/ is internal.
export { HostOnly, HostPage } from './components/host-only';
