// Notification bell texts (spec §2 notification popover).
export const notifications = {} as const;
