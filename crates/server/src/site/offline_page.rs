//! `/offline`: what the service worker (web/src/service-worker.ts) shows,
//! with no network, for a page that needs it.

use super::i18n::Tr;
use super::layout::Page;

/// The page, translated: the network is needed here, the games on this
/// device are not.
pub fn page(tr: Tr, path: &str) -> Page {
    let main = r#"<section class="panel narrow offline-page"><h1>[[offline-title]]</h1><p>[[offline-text]]</p><p>[[offline-local]]</p><p><a class="button primary" href="/">[[error-back-home]]</a></p></section>"#;
    Page::new("offline", tr.t("offline-title"), main.to_string(), path)
}
