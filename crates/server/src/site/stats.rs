//! The statistics page: per game, results and how games ended, drawn by the
//! client as bar charts from /api/stats.

use super::i18n::Tr;
use super::layout::{esc, Page};

pub fn page(tr: Tr, path: &str) -> Page {
    let main = format!(
        r#"<section class="stats-page">
  <h1>{title}</h1>
  <p class="lead">{intro}</p>
  <div id="stats" class="stats-grid" aria-live="polite"><p class="empty">{loading}</p></div>
</section>"#,
        title = esc(&tr.t("stats-title")),
        intro = esc(&tr.t("stats-intro")),
        loading = esc(&tr.t("stats-loading")),
    );
    Page::new("stats", tr.t("stats-title"), main, path)
}
