// The entry of every page that is not prerendered (web/index.html). early-start runs first: it
// starts a cleaner page's code and data before React starts (decision 044).
import '@web/app/early-start';
import { start } from '@web/app/start';

void start();
