// The editor page's entry (see boot.ts).

import { boot } from '../boot';
import { startEditorPage } from '../editor';

boot(startEditorPage);
