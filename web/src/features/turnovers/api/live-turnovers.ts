// The turnover pages refresh live through the notifications feature's hook.
export { useInvalidateOnNotification } from '@web/features/notifications';
