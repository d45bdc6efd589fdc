// The entry of every page that is not prerendered (web/index.html).
import { start } from '@web/app/start';

start();
