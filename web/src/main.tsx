// The entry of every page that is not prerendered (web/index.html). early-start runs first: it
// starts the page's code and data before the rest of the app is evaluated (decision 044).
import '@web/app/early-start';
import { start } from '@web/app/start';

start();
