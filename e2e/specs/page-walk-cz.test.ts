// e2e: own shops, about 160 s (every shop this spec uses is started for it: see scripts/test-all.mjs)
import { walkEveryPage } from '../support/page-walk';

walkEveryPage('CZ');
