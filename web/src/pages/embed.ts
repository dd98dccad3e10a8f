// The embedded board's entry (see boot.ts).

import { boot } from '../boot';
import { startEmbed } from '../embed';

boot(startEmbed);
