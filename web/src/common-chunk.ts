// Small modules most pages use, gathered into the chunk every page loads.
// esbuild puts each module in the chunk of the set of pages that reach
// it, so each of these alone made a chunk of 0.2-1.5 KB, and a request of
// its own (about 270 bytes of headers), on the game pages; here they cost
// the pages that do not use them less than that. Imported for this alone:
// none of them runs code when loaded.
import './clock-view';
import './game-result';
import './nav-step';
import './page-actions';
import './players-api';
import './sound';
import './storage';
import './time-choice';
