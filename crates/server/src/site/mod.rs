//! The site's pages. Until the pages land this router is empty.

/// The routes of the HTML pages (stateless).
pub fn router() -> axum::Router {
    axum::Router::new()
}
