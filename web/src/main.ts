// Entry point: reads the page's data block and starts what the page needs.

import { startEditorPage } from './editor';
import { loadPageData } from './i18n';
import { startAnalysisPage } from './analysis';
import { startHomePage } from './home';
import { startLessonsPage } from './lessons';
import { startLocalPage } from './local';
import { startOnlinePage } from './online';
import { startPlayerPage } from './players';
import { startLeaderboardPage, startProfilePage } from './profile';
import { startPuzzlesPage } from './puzzles';
import { startRulesPage } from './rules';
import { startStatsPage } from './stats';

function languageSwitcher(): void {
  const form = document.querySelector<HTMLFormElement>('form.lang-switch');
  const select = form?.querySelector<HTMLSelectElement>('select');
  if (!form || !select) return;
  form.classList.add('scripted');
  select.addEventListener('change', () => form.submit());
}

function start(): void {
  const data = loadPageData();
  languageSwitcher();
  switch (data.page) {
    case 'home':
      startHomePage();
      break;
    case 'game':
      startOnlinePage(data);
      break;
    case 'local':
      startLocalPage(data);
      break;
    case 'rules':
      startRulesPage();
      break;
    case 'stats':
      void startStatsPage();
      break;
    case 'learn':
      startLessonsPage(data);
      break;
    case 'analysis':
      startAnalysisPage(data);
      break;
    case 'puzzles':
      void startPuzzlesPage(data);
      break;
    case 'editor':
      startEditorPage(data);
      break;
    case 'player':
      void startPlayerPage();
      break;
    case 'profile':
      void startProfilePage();
      break;
    case 'leaderboard':
      void startLeaderboardPage();
      break;
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
