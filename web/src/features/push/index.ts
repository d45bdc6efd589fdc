// The installable app and push notifications (issue 38): the profile's device section and the install banner.
export { DeviceNotifications } from './components/device-notifications';
export { InstallBanner } from './components/install-banner';
