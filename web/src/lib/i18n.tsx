// Components read their texts from the catalog of the current language via useMessages().
import { createContext, useContext, type ReactNode } from 'react';
import { en, type Messages } from '@core/messages/en';

const catalogs: Record<string, Messages> = { en };
const MessagesContext = createContext<Messages>(en);

export function MessagesProvider({ locale = 'en', children }: { locale?: string; children: ReactNode }) {
  return <MessagesContext.Provider value={catalogs[locale] ?? en}>{children}</MessagesContext.Provider>;
}

export const useMessages = () => useContext(MessagesContext);
export { format } from '@core/messages/format';
