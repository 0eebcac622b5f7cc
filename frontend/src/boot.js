import { startEarlyReads } from './api/early';
import { startFirstScreen } from './app/screens';

/**
 * Runs first in the entry point, before the libraries and the app are evaluated: the chunk of the
 * screen this visit opens is then already on its way when the router asks for it, instead of a
 * round trip later (docs/performance.md).
 */
startFirstScreen(window.location.pathname);
// Its data too: the member (every screen's header) and the feed's first page (api/early.js).
startEarlyReads(window.location.pathname);
